// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { pageParts } from "../../../src/site/browser/fonts-part-by-part";

/**
 * The parts a first visit switches to its web fonts one task at a time (src/site/browser/fonts-part-by-part.ts): the
 * body's children, a large one as its children, down to parts of a few text blocks, together holding every text.
 */
const paragraphs = (count: number) => Array.from({ length: count }, (_, index) => `<p>texto ${index}</p>`).join("");

describe("pageParts", () => {
  document.body.innerHTML = `<a href="#conteudo">Pular</a><header><nav><ul><li>Início</li><li>Agenda</li></ul></nav></header><main><article><header><h1>Título</h1><p>Resumo</p></header><div class="corpo">${paragraphs(30)}</div><section><h2>Leia também</h2>${paragraphs(3)}</section></article></main><footer>${paragraphs(4)}</footer>`;

  it("splits a part of more text blocks than the limit into its children, and keeps small ones whole", () => {
    const parts = pageParts(document.body, 24);
    const names = parts.map((part) => (part.className ? `${part.tagName}.${part.className}` : part.tagName));
    // main > article (37 blocks) is split; its body (30 paragraphs) is split again, paragraph by paragraph.
    expect(names.slice(0, 3)).toEqual(["A", "HEADER", "HEADER"]);
    expect(names.filter((name) => name === "P")).toHaveLength(30);
    expect(names.slice(-2)).toEqual(["SECTION", "FOOTER"]);
  });

  it("covers every text block once, in the page's order", () => {
    const parts = pageParts(document.body, 24);
    const covered = [...document.querySelectorAll("h1, h2, p, li")].map((block) => parts.filter((part) => part === block || part.contains(block)).length);
    expect(covered.every((count) => count === 1)).toBe(true);
    const order = parts.map((part) => [...document.body.querySelectorAll("*")].indexOf(part));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
