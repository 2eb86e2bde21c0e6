import { describe, expect, it } from "vitest";
import { firstSectionEnd, splitCss, topLevelRules } from "@/build/first-screen";

const page = [
  '<a class="c0" href="#conteudo">Pular</a><header class="c1"><nav><a class="c2">Início</a></nav></header>',
  '<main id="conteudo"><section class="c3"><h1 class="c4">Agenda</h1><img src="a.avif" alt=""><p>1 < 2</p></section>',
  '<section class="c5"><article class="c6"><h2 class="c4">Culto</h2></article></section></main><footer class="c7"></footer>',
].join("");

describe("the first screen first (src/build/first-screen.ts)", () => {
  it("finds where the first section inside <main> ends, nested and void elements included", () => {
    const end = firstSectionEnd(page);
    expect(page.slice(0, end).endsWith("<p>1 < 2</p></section>")).toBe(true);
    expect(page.slice(end).startsWith('<section class="c5">')).toBe(true);
    expect(firstSectionEnd("<div>sem main</div>")).toBe(-1);
    // A "<" inside a script's or a style's text opens no element.
    const withScript = '<main><div><script type="application/json">{"a":"<section>"}</script></div><p>x</p></main>';
    expect(withScript.slice(0, firstSectionEnd(withScript))).toBe('<main><div><script type="application/json">{"a":"<section>"}</script></div>');
  });

  it("reads a stylesheet's top-level rules, with braces inside strings and media queries", () => {
    expect(topLevelRules('.c0{content:"}"}@media (min-width: 40em){.c1{color:red}.c2{margin:0}}.c3:hover{color:blue}')).toEqual([
      '.c0{content:"}"}',
      "@media (min-width: 40em){.c1{color:red}.c2{margin:0}}",
      ".c3:hover{color:blue}",
    ]);
  });

  it("keeps in the head every rule the first screen uses, islands' and global ones, and moves the rest below it, in order", () => {
    const css = [
      ".c0{position:absolute}",
      ".c1{position:sticky}",
      "@media (min-width: 40em){.c2{display:none}}",
      ".c3{padding:0}",
      ".c4{font-size:2rem}",
      ".c5{display:grid}",
      "@media (min-width: 40em){.c6{display:flex}}",
      ".c6 .c4{color:red}",
      ".mc-1abc{color:blue}",
      "@keyframes spin{to{transform:rotate(1turn)}}",
      ".c7{margin:0}",
    ].join("");
    const { head, below } = splitCss(css, page.slice(0, firstSectionEnd(page)));
    expect(head).toBe(
      ".c0{position:absolute}.c1{position:sticky}@media (min-width: 40em){.c2{display:none}}.c3{padding:0}.c4{font-size:2rem}.c6 .c4{color:red}.mc-1abc{color:blue}@keyframes spin{to{transform:rotate(1turn)}}",
    );
    expect(below).toBe(".c5{display:grid}@media (min-width: 40em){.c6{display:flex}}.c7{margin:0}");
  });
});
