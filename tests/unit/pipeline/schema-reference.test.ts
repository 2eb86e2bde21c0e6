import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFixture, positionOf, TEST_PAGE_FILE } from "./fixture";

const WHY = "é ele que faz o VS Code completar e explicar cada campo enquanto você escreve";

async function problemsAfter(file: string, search: string, replacement: string) {
  const fixture = await createFixture();
  await fixture.edit(file, search, replacement);
  return { problems: await fixture.newProblems(), text: await fixture.read(file) };
}

describe('every content file carries the right "$schema"', () => {
  it("a missing one is an error at the file's first brace, with the exact line to write", async () => {
    const { problems } = await problemsAfter(TEST_PAGE_FILE, `"$schema": "../../schemas/page.schema.json",\n`, "");
    expect(problems).toEqual([
      {
        file: TEST_PAGE_FILE,
        line: 1,
        column: 1,
        pointer: "/$schema",
        message: `falta "$schema" no começo do arquivo: acrescente "$schema": "../../schemas/page.schema.json", como primeira linha depois de "{" (${WHY})`,
      },
    ]);
  });

  it("a wrong relative path names the value to write instead", async () => {
    const { problems, text } = await problemsAfter(TEST_PAGE_FILE, `"../../schemas/page.schema.json"`, `"../schemas/page.schema.json"`);
    expect(problems).toEqual([
      {
        file: TEST_PAGE_FILE,
        ...positionOf(text, `"../schemas/page.schema.json"`),
        pointer: "/$schema",
        message: `"$schema" errado ("../schemas/page.schema.json"): escreva "$schema": "../../schemas/page.schema.json" (${WHY})`,
      },
    ]);
  });

  it("site.json and collection files are held to their own schema and depth", async () => {
    const site = await problemsAfter("site-content/site.json", `"../schemas/site.schema.json"`, `"../schemas/page.schema.json"`);
    expect(site.problems.map((problem) => problem.message)).toEqual([expect.stringContaining(`escreva "$schema": "../schemas/site.schema.json"`)]);
    const fixture = await createFixture();
    const first = (await readdir(join(fixture.root, "site-content/ministries"))).find((name) => name.endsWith(".json"));
    const ministry = `site-content/ministries/${first ?? ""}`;
    await fixture.edit(ministry, `"../../schemas/content/ministry.schema.json"`, `"../../schemas/content/post.schema.json"`);
    expect((await fixture.newProblems()).map((problem) => `${problem.pointer} ${problem.message}`)).toEqual([
      expect.stringMatching(/^\/\$schema "\$schema" errado .*escreva "\$schema": "\.\.\/\.\.\/schemas\/content\/ministry\.schema\.json"/),
    ]);
  });

  it("a value that is not text gets the same exact advice, not a type error", async () => {
    const { problems } = await problemsAfter(TEST_PAGE_FILE, `"../../schemas/page.schema.json"`, "42");
    expect(problems.map((problem) => problem.message)).toEqual([`"$schema" errado: escreva "$schema": "../../schemas/page.schema.json" (${WHY})`]);
  });
});
