import { setImmediate as nextTurn } from "node:timers/promises";
import { parentPort, workerData } from "node:worker_threads";
import type { SanitizedHtml, SanitizeOptions } from "../core/posts/sanitize-html";
import { sanitizePostHtml } from "./sanitize-on-jsdom";

/** How many posts are cleaned between two turns of the event loop. */
const POSTS_PER_TURN = 32;

/** One share of a large batch of posts (sanitize-workers.ts), cleaned in its own thread with its own jsdom. */
const { dirties, options } = workerData as { dirties: string[]; options: SanitizeOptions };
const results: SanitizedHtml[] = [];
for (const [i, dirty] of dirties.entries()) {
  results.push(sanitizePostHtml(dirty, options));
  // jsdom holds parts of its documents through WeakRefs, whose targets live at least until the running
  // job ends: a share cleaned in one synchronous loop would keep every post's DOM to the end.
  if (i % POSTS_PER_TURN === POSTS_PER_TURN - 1) await nextTurn();
}
parentPort?.postMessage(results);
