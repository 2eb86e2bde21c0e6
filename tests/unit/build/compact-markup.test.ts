import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { createElement } from "react";
import { Clock } from "lucide-react";
import { compactMarkup } from "../../../src/build/compact-markup";

const island = (inner: string) =>
  `<div data-island="contato" data-wake="visible" data-id-prefix="x-">${inner}</div><script type="application/json" data-island-props="">{}</script>`;

describe("compactMarkup", () => {
  // What React and lucide really write: a paragraph of two texts and an icon with classes of its own and of the site.
  const paragraph = renderToString(createElement("p", null, "Domingo", ", ", "18h30", createElement(Clock, { className: "c1r", "aria-hidden": true })));

  it("takes React's text joints, the inline SVG's namespace and lucide's classes out of the page, and nothing else", () => {
    expect(paragraph).toContain("<!-- -->");
    expect(paragraph).toContain('xmlns="http://www.w3.org/2000/svg"');
    const compact = compactMarkup(paragraph);
    expect(compact).not.toMatch(/<!--|xmlns|lucide/);
    // What a browser reads is the same: the text, the drawing in the SVG namespace, the site's class.
    const read = (html: string) => new JSDOM(`<body>${html}`).window.document.querySelector("p")!;
    const [before, after] = [read(paragraph), read(compact)];
    expect(after.textContent).toBe(before.textContent);
    expect(after.querySelector("svg")?.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(after.querySelector("svg")?.getAttribute("class")).toBe("c1r");
    expect(after.querySelector("svg")?.innerHTML).toBe(before.querySelector("svg")?.innerHTML);
  });

  it("drops the class attribute of an icon with lucide's classes only", () => {
    const icon = renderToStaticMarkup(createElement(Clock, { "aria-hidden": true }));
    expect(compactMarkup(icon)).toMatch(/^<svg width="24" height="24" viewBox="0 0 24 24" fill="none"[^>]*aria-hidden="true">/);
  });

  it("leaves an island's HTML as React rendered it, for its hydration, and compacts what is around it", () => {
    const page = `${paragraph}${island(paragraph)}${paragraph}`;
    const compact = compactMarkup(page);
    expect(compact).toBe(`${compactMarkup(paragraph)}${island(paragraph)}${compactMarkup(paragraph)}`);
  });

  it("keeps a comment that is not React's joint, and a namespace written on another element", () => {
    const html = '<p><!-- a note --></p><math xmlns="http://www.w3.org/1998/Math/MathML"></math>';
    expect(compactMarkup(html)).toBe(html);
  });
});
