import { describe, expect, it } from "vitest";
import { shortenClassNames } from "@/build/short-class-names";

const island = (inner: string) =>
  `<div data-island="contato" data-wake="visible" data-id-prefix="x-">${inner}</div><script type="application/json" data-island-props="">{}</script>`;

describe("short class names", () => {
  const page = {
    styleTags:
      '<style data-emotion="mc-global abc">:root{--bg:#fff}</style><style data-emotion="mc 1aaaaaa 2bbbbbb 3cccccc">.mc-1aaaaaa{color:red}.mc-1aaaaaa:hover .mc-2bbbbbb{color:blue}@media (min-width: 40em){.mc-2bbbbbb{display:none}}.mc-3cccccc{margin:0}</style>',
    html: `<header class="mc-1aaaaaa"><a class="mc-2bbbbbb mc-search-bar">x</a></header>${island('<form class="mc-3cccccc"><span class="mc-2bbbbbb">y</span></form>')}<p class="c0">z</p>`,
  };
  const short = shortenClassNames(page);

  it("renames Emotion's classes outside islands in the HTML and the CSS alike, leaving other classes alone", () => {
    expect(short.html).toContain('<header class="c1">');
    expect(short.styleTags).toContain(".c1{color:red}");
    expect(short.styleTags).not.toContain("mc-1aaaaaa");
    expect(short.html).toContain("mc-search-bar");
  });

  it("skips names the page already uses", () => {
    expect(short.html).toContain('<p class="c0">z</p>');
    expect(short.styleTags).not.toMatch(/\.c0\{/);
  });

  it("keeps an island's classes, wherever else they appear, and lists only those for the browser's Emotion", () => {
    expect(short.html).toContain('<form class="mc-3cccccc"><span class="mc-2bbbbbb">');
    expect(short.html).toContain('<a class="mc-2bbbbbb mc-search-bar">');
    expect(short.styleTags).toContain(".c1:hover .mc-2bbbbbb{color:blue}");
    expect(short.styleTags).toContain('<style data-emotion="mc 2bbbbbb 3cccccc">');
    expect(short.styleTags).toContain('<style data-emotion="mc-global abc">');
  });

  it("writes a plain style tag when no island needs the list", () => {
    const withoutIsland = shortenClassNames({ ...page, html: '<header class="mc-1aaaaaa"></header>' });
    expect(withoutIsland.styleTags).toContain("<style>.c0{color:red}");
  });
});
