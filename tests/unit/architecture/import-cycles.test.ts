import { join } from "node:path";
import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");

describe("the code has no import cycles", () => {
  it("none between any two modules of src/ or scripts/, type imports included", { timeout: 120_000 }, async () => {
    // dpdm reads every import TypeScript sees, `import type` too (transform: false), and resolves "@/" through tsconfig.json.
    const tree = await parseDependencyTree(["src/**/*.{ts,tsx}", "scripts/**/*.ts"], {
      cwd: root,
      context: root,
      tsconfig: join(root, "tsconfig.json"),
      transform: false,
      include: /\.(ts|tsx)$/,
      exclude: /node_modules|src\/types\/generated/,
    });
    const cycles = parseCircular(tree).map((cycle) => cycle.join(" → "));
    expect(cycles).toEqual([]);
  });
});
