import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    // Node by default; component tests opt into a DOM with a `// @vitest-environment jsdom` docblock.
    environment: "node",
    pool: "threads",
    // Every core: vitest's default leaves one idle, which on the 2-core machines CI runs on is half of them.
    maxWorkers: Math.max(2, availableParallelism()),
    // One module graph per worker instead of one per file: importing the pipeline again for every file cost more
    // than the tests. Tests put back what they change (process.env, timers, the content folder).
    isolate: false,
    // A test of code never reads the editors' site-content/: it would then have to run on a content change.
    setupFiles: ["tests/support/vitest-setup.ts"],
    // Loading a whole content folder takes a few seconds on a busy 2-core machine; 5 s was too close.
    testTimeout: 20_000,
  },
});
