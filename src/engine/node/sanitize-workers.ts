import { availableParallelism } from "node:os";
import type { SanitizedHtml, SanitizeOptions } from "../core/posts/sanitize-html";
import { canStartTypeScriptWorkers, typeScriptWorker } from "./typescript-workers";

type Sanitize = (dirty: string, options: SanitizeOptions) => SanitizedHtml;

/**
 * Below this many uncached posts, one jsdom in this thread is done before extra threads have even
 * loaded theirs (most of a second each): an edited post or two never starts a worker.
 */
const MIN_PER_WORKER = 64;
const MAX_WORKERS = 4;

function inWorker(dirties: string[], options: SanitizeOptions): Promise<SanitizedHtml[]> {
  return new Promise((resolve, reject) => {
    const worker = typeScriptWorker(new URL("./sanitize-worker.ts", import.meta.url), { dirties, options });
    worker.once("message", (results: SanitizedHtml[]) => {
      resolve(results);
      // Its jsdom window is of no further use; nothing may keep the build's process alive.
      void worker.terminate();
    });
    worker.once("error", reject);
    // After a result, exit comes from terminate() (code 1) and rejecting a settled promise does nothing.
    worker.once("exit", (code) => reject(new Error(`a limpeza do HTML parou antes do fim (código ${code})`)));
  });
}

/**
 * Sanitises many posts at once: a thousand new posts (a first run, a policy change) are shared out
 * between the machine's cores; a few run here. jsdom costs ~7 ms a post, so this is most of a cold run.
 */
export async function sanitizeBatch(dirties: string[], options: SanitizeOptions, load: () => Promise<Sanitize>): Promise<SanitizedHtml[]> {
  const workers = Math.min(MAX_WORKERS, availableParallelism(), Math.floor(dirties.length / MIN_PER_WORKER));
  if (workers < 2 || !canStartTypeScriptWorkers()) {
    const sanitize = await load();
    return dirties.map((dirty) => sanitize(dirty, options));
  }
  const size = Math.ceil(dirties.length / workers);
  const shares = Array.from({ length: workers }, (_, i) => dirties.slice(i * size, (i + 1) * size));
  const results = await Promise.all(
    shares.map((share) =>
      inWorker(share, options).catch(async () => {
        // A worker that cannot start (no loader, no memory) must not fail the check: do its share here.
        const sanitize = await load();
        return share.map((dirty) => sanitize(dirty, options));
      }),
    ),
  );
  return results.flat();
}
