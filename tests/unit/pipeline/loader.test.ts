import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../../../scripts/content/load-content";
import { createFixture } from "./fixture";

describe("loadSiteContent", () => {
  it("reports stray files in a content folder as notes, not problems", async () => {
    const fixture = await createFixture();
    await fixture.write("site-content/pages/rascunho.txt", "ideias");
    const result = await loadSiteContent(fixture.root);
    expect(result.notes).toContainEqual({
      file: "site-content/pages/rascunho.txt",
      message: "ignorado: só arquivos .json desta pasta viram páginas",
    });
    expect(await fixture.newProblems()).toEqual([]);
  });

  it("reports a missing site.json at the file itself", async () => {
    const fixture = await createFixture();
    await fixture.remove("site-content/site.json");
    expect(await fixture.newProblems()).toContainEqual({
      file: "site-content/site.json",
      line: 1,
      column: 1,
      pointer: "",
      message: "arquivo não encontrado: site-content/site.json é obrigatório",
    });
  });
});
