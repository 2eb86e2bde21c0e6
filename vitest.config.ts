import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    // Node by default; component tests opt into a DOM with a `// @vitest-environment jsdom` docblock.
    environment: "node",
    pool: "threads",
    // Loading a whole content folder takes a few seconds on a busy 2-core machine; 5 s was too close.
    testTimeout: 20_000,
  },
});
