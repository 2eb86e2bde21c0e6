import { describe, expect, it } from "vitest";
import { prepareTemplate } from "../../../src/build/page-template";

const TEMPLATE = `<head>
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
    expect(html).toMatch(/^<head>\n    <script/);
    expect(html).toContain("<!--app-head-->");
  });
});
