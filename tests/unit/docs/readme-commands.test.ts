import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../support/fixture-site";

/** What a table cell shows once rendered: links as their words, code without its backticks. */
const shown = (cell: string) =>
  cell
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .trim();

// About 100 letters a line in README's table on a laptop (GitHub, 1366 px): two lines at most, details in docs/commands.md.
const TWO_LINES = 190;

describe("README's table of commands", () => {
  it("says what each command does in two lines at most, and docs/commands.md has the rest", async () => {
    const readme = await readFile(join(PROJECT_ROOT, "README.md"), "utf8");
    const rows = readme.split("\n").filter((line) => line.startsWith("| `npm run"));
    expect(rows.length).toBeGreaterThan(5);
    const cells = rows.map((row) => row.split(" | ").map(shown));
    expect(cells.filter(([, what = ""]) => what.length > TWO_LINES).map(([command]) => command)).toEqual([]);
    const details = await readFile(join(PROJECT_ROOT, "docs/commands.md"), "utf8");
    for (const [command = ""] of cells) expect(details, command).toContain(`## \`${command.replace(/^\|\s*/, "")}\``);
  });
});
