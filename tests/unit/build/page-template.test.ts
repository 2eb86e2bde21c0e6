import { describe, expect, it } from "vitest";
import { INLINE_ICON_LIMIT, prepareTemplate } from "../../../src/build/page-template";

const TEMPLATE = `<head>
    <link rel="icon" href="/igreja/favicon.ico" sizes="48x48" />
    <link rel="icon" href="/igreja/favicon.svg" type="image/svg+xml" />
    <!-- A comment for developers,
         over two lines. -->
    <script type="module" crossorigin src="/igreja/assets/index-abc.js"></script>
    <!--app-head-->
  </head>`;
const FONTS = '@font-face{font-family:"Inter Variable";src:url(/igreja/assets/inter.woff2)}';

describe("the page template, ready for every page", () => {
  it("inlines the fonts' stylesheet, preloads no font and leaves the script for the head's line to load after the first screen", () => {
    const html = prepareTemplate(TEMPLATE, FONTS);
    expect(html).toContain(`<style>${FONTS}</style>`);
    // A first visit fetches the fonts after its first screen (src/lib/web-fonts.ts): nothing asks for them earlier.
    expect(html).not.toContain("preload");
    expect(html).toContain('<script type="text/plain" data-page-script src="/igreja/assets/index-abc.js"></script>');
    expect(html).toContain("<!--app-head-->");
  });

  it("leaves index.html's comments out of every page, and keeps the placeholders", () => {
    const html = prepareTemplate(TEMPLATE, FONTS);
    expect(html).not.toContain("A comment for developers");
    expect(html).toMatch(/^<head>\n    <link rel="icon"[^\n]*\n    <link rel="icon"[^\n]*\n    <script/);
    expect(html).toContain("<!--app-head-->");
  });

  it("puts a small SVG tab icon inside the page, so no request for it competes with the first screen, and keeps the .ico", () => {
    const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#14213d"/></svg>';
    const html = prepareTemplate(TEMPLATE, FONTS, icon);
    expect(html).toContain(
      '<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 fill=%22%2314213d%22/%3E%3C/svg%3E" type="image/svg+xml" />',
    );
    expect(html).not.toContain("favicon.svg");
    expect(html).toContain('<link rel="icon" href="/igreja/favicon.ico" sizes="48x48" />');
  });

  it("links a large SVG tab icon as a file, and leaves the link alone when the site has none", () => {
    const large = `<svg xmlns="http://www.w3.org/2000/svg">${"<path d='M0 0h1v1H0z'/>".repeat(INLINE_ICON_LIMIT / 20)}</svg>`;
    expect(prepareTemplate(TEMPLATE, FONTS, large)).toContain('<link rel="icon" href="/igreja/favicon.svg" type="image/svg+xml" />');
    expect(prepareTemplate(TEMPLATE, FONTS)).toContain('<link rel="icon" href="/igreja/favicon.svg" type="image/svg+xml" />');
  });
});
