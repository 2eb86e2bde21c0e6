import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const UNIT_TESTS = "tests/unit";
/** The unit tests that read the editors' content (docs/testing.md): run by every content change too. */
const CONTENT_UNIT_TESTS = "tests/content-unit";
const TEST_FILE = /\.test\.tsx?$/;
/** Makes every read of site-content/ throw (tests/support/content-guard.ts). */
const GUARD = "tests/support/vitest-setup.ts";

/**
 * The test files that opt into a DOM with a `// @vitest-environment jsdom` docblock. They run as a project of their
 * own, before the others: a worker is kept for the next file only when that file wants the same environment, so a
 * jsdom file met in the middle of the run ended the worker before it and the one after it, and each new worker
 * imported the pipeline again.
 */
const domTests = readdirSync(UNIT_TESTS, { recursive: true, encoding: "utf8" })
  .filter((file) => TEST_FILE.test(file))
  .map((file) => join(UNIT_TESTS, file).split("\\").join("/"))
  .filter((file) => /^\/\/ @vitest-environment jsdom\b/m.test(readFileSync(file, "utf8").slice(0, 200)));

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    // Node by default; component tests opt into a DOM with a `// @vitest-environment jsdom` docblock.
    environment: "node",
    pool: "threads",
    // Every core: vitest's default leaves one idle, which on the 2-core machines CI runs on is half of them.
    maxWorkers: Math.max(2, availableParallelism()),
    // One module graph per worker instead of one per file: importing the pipeline again for every file cost more
    // than the tests. Tests put back what they change (process.env, timers, the content folder).
    isolate: false,
    // Loading a whole content folder takes a few seconds on a busy 2-core machine; 5 s was too close. A file's
    // beforeAll that loads one gets the same (its default 10 s ran out once with the machine loaded from outside).
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      // A test of code never reads the editors' site-content/: it would then have to run on a content change.
      { extends: true, test: { name: "dom", include: domTests, setupFiles: [GUARD], sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: { name: "node", include: [`${UNIT_TESTS}/**/*.test.{ts,tsx}`], exclude: domTests, setupFiles: [GUARD], sequence: { groupOrder: 1 } },
      },
      // The tests that read it, unguarded, in a project of their own, so that npm run test:content runs them alone.
      { extends: true, test: { name: "content", include: [`${CONTENT_UNIT_TESTS}/**/*.test.ts`], sequence: { groupOrder: 2 } } },
    ],
  },
});
