import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** How many files may be on their way to disk while the next page renders. */
const WRITES_IN_FLIGHT = 16;

export interface OutputWriter {
  /** Queues a file (path relative to the output folder); waits only while too many are in flight. */
  write(file: string, data: string | Buffer): Promise<void>;
  /** Waits for every queued file; fails with the first write that failed. */
  flush(): Promise<void>;
}

/**
 * The build's way to write dist/: rendering goes on while earlier pages are written (the disk works in
 * Node's thread pool, the render in this thread), and each folder is made once per build, not once per
 * file (a thousand posts share one folder).
 */
export function outputWriter(outDir: string): OutputWriter {
  const folders = new Map<string, Promise<unknown>>();
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  const folder = (path: string) => {
    let made = folders.get(path);
    if (!made) {
      made = mkdir(path, { recursive: true });
      folders.set(path, made);
    }
    return made;
  };
  return {
    async write(file, data) {
      if (failure) throw failure;
      const target = join(outDir, file);
      const writing = folder(dirname(target))
        .then(() => writeFile(target, data))
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => inFlight.delete(writing));
      inFlight.add(writing);
      if (inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(inFlight);
    },
    async flush() {
      await Promise.all(inFlight);
      if (failure) throw failure;
    },
  };
}
