import { describe, expect, it } from "vitest";
import { foldedWords, foldWord } from "../../../src/lib/search/fold";
import { stemWord } from "../../../src/lib/search/stem";
import { withinOneEdit } from "../../../src/lib/search/typos";
import { markWords, snippet } from "../../../src/lib/search/snippet";

const stem = (word: string) => stemWord(foldWord(word));

describe("the search's Portuguese (src/lib/search/)", () => {
  it("folds case, accents and cedilla, and cuts words at anything but letters and digits", () => {
    expect(foldWord("ORAÇÕES Célula")).toBe("oracoes celula");
    expect(foldedWords("Culto às 19h30 — Quarta-feira, dízimo/PIX")).toEqual(["culto", "as", "19h30", "quarta", "feira", "dizimo", "pix"]);
  });

  it("gives every form of a word one stem: plurals, verb forms, nouns made from verbs", () => {
    const families = [
      ["oração", "orações", "oracoes", "oracao", "orar", "orando", "oramos", "orou", "oraram", "orava"],
      ["jejum", "jejuns"],
      ["pregação", "pregações", "pregaçao", "pregar", "pregando", "pregou"],
      ["célula", "células", "celulas"],
      ["culto", "cultos"],
      ["dízimo", "dízimos", "dizimo"],
      ["ministério", "ministérios", "ministerio"],
      ["jovem", "jovens"],
      ["missão", "missões"],
      ["mulher", "mulheres"],
      ["casal", "casais"],
      ["papel", "papéis"],
      ["vez", "vezes"],
    ];
    for (const family of families) expect(new Set(family.map(stem)), family.join(", ")).toHaveLength(1);
  });

  it("keeps different words apart, and short words, numbers and words whose final s is not a plural whole", () => {
    expect(stem("culto")).not.toBe(stem("cultura"));
    expect(stem("célula")).not.toBe(stem("céu"));
    expect(stem("igreja")).not.toBe(stem("igual"));
    for (const word of ["deus", "jesus", "mais", "18h30", "sal", "pix"]) expect(stem(word)).toBe(foldWord(word));
  });

  it("allows one slip: a letter wrong, missing, extra, or two neighbours swapped; never two", () => {
    expect(withinOneEdit("orasao", "oracao")).toBe(true);
    expect(withinOneEdit("pregcao", "pregacao")).toBe(true);
    expect(withinOneEdit("pregaccao", "pregacao")).toBe(true);
    expect(withinOneEdit("porgacao", "pregacao")).toBe(false);
    expect(withinOneEdit("prgeacao", "pregacao")).toBe(true);
    expect(withinOneEdit("orasoes", "oracao")).toBe(false);
  });

  it("cuts a snippet around the first word found, at whole words, marking every form found", () => {
    const text = `${"Palavra de abertura que não interessa. ".repeat(4)}Venha orar conosco: a oração da quarta-feira é às 19h30. ${"Mais texto depois. ".repeat(10)}`;
    const pieces = snippet(text, new Set(["orar", "oracao"]), 120);
    expect(pieces[0]?.text).toBe("… ");
    expect(pieces.filter((piece) => piece.marked).map((piece) => piece.text)).toEqual(["orar", "oração"]);
    expect(pieces.at(-1)?.text).toBe(" …");
    expect(markWords("<b>Oração</b>", new Set(["oracao"]))).toEqual([
      { text: "<b>", marked: false },
      { text: "Oração", marked: true },
      { text: "</b>", marked: false },
    ]);
  });
});
