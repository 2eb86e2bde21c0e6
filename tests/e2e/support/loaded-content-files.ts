import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";

/** Where a browser run keeps the content it loaded once for its workers (content.ts). */
export const LOADED_CONTENT_DIR = join(import.meta.dirname, "../../../.cache/e2e-content");

/** The run's files there (global-teardown.ts, after the run). */
export async function removeLoadedContent(runId: string | undefined): Promise<void> {
  if (!runId) return;
  const files = await readdir(LOADED_CONTENT_DIR).catch(() => []);
  await Promise.all(files.filter((name) => name.startsWith(`${runId}-`)).map((name) => rm(join(LOADED_CONTENT_DIR, name), { force: true })));
}
