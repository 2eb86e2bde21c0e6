import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../support/fixture-site";

const read = (path: string) => readFile(join(PROJECT_ROOT, path), "utf8");

/** What a table cell shows once rendered: links as their words, code without its backticks. */
const shown = (cell: string) =>
  cell
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<(https?:[^>]*)>/g, "$1")
    .replace(/`/g, "")
    .trim();

// About 100 letters fit a line of README's table on a laptop (GitHub, 1366 px): one line each, details in docs/commands.md.
const ONE_LINE = 110;

/** README's table of commands: each row's commands (its first cell, in backticks) and what it says they do. */
async function commandRows() {
  const readme = await read("README.md");
  return readme
    .split("\n")
    .filter((line) => /^\| `(npm|node|npx) /.test(line))
    .map((row) => {
      const [first = "", what = ""] = row.slice(1, -1).split(" | ");
      return { commands: [...first.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ""), what: shown(what) };
    });
}

/** How a reader types each script of package.json. */
const typed = (script: string) => (script === "start" || script === "test" ? `npm ${script}` : `npm run ${script}`);

describe("README's table of commands", () => {
  it("names every script of package.json, once", async () => {
    const { scripts } = JSON.parse(await read("package.json")) as { scripts: Record<string, string> };
    const named = (await commandRows()).flatMap(({ commands }) => commands);
    expect(named.filter((command, index) => named.indexOf(command) !== index)).toEqual([]);
    expect(
      Object.keys(scripts)
        .map(typed)
        .filter((command) => !named.includes(command)),
    ).toEqual([]);
  });

  it("says what each command does in one line, and docs/commands.md has a section for each", async () => {
    const rows = await commandRows();
    expect(rows.filter(({ what }) => what.length > ONE_LINE || what.length === 0).map(({ commands }) => commands.join(", "))).toEqual([]);
    const headings = (await read("docs/commands.md")).split("\n").filter((line) => line.startsWith("## "));
    for (const command of rows.flatMap(({ commands }) => commands)) {
      expect(
        headings.some((heading) => heading.includes(`\`${command}\``)),
        command,
      ).toBe(true);
    }
  });
});
