import { parentPort, workerData } from "node:worker_threads";
import type { SanitizeOptions } from "../core/posts/sanitize-html";
import { sanitizePostHtml } from "./sanitize-on-jsdom";

/** One share of a large batch of posts (sanitize-workers.ts), cleaned in its own thread with its own jsdom. */
const { dirties, options } = workerData as { dirties: string[]; options: SanitizeOptions };
parentPort?.postMessage(dirties.map((dirty) => sanitizePostHtml(dirty, options)));
