import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareTemplate } from "../../../src/build/page-template";

const TEMPLATE = `<head>
    <!-- A comment for developers,
         over two lines. -->
    <link rel="stylesheet" crossorigin href="/igreja/assets/index-abc.css">
    <script type="module" crossorigin src="/igreja/assets/index-abc.js"></script>
    <!--app-head-->
  </head>`;

describe("the page template, ready for every page", () => {
  let outDir = "";
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), "template-"));
    await mkdir(join(outDir, "assets"));
    await writeFile(join(outDir, "assets/index-abc.css"), '@font-face{font-family:"Inter Variable";src:url(/igreja/assets/inter.woff2)}');
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it("inlines the font stylesheet, preloads no font and asks for the scripts at low priority", async () => {
    const html = await prepareTemplate(TEMPLATE, outDir, "/igreja/");
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style>@font-face{font-family:"Inter Variable";src:url(/igreja/assets/inter.woff2)}</style>');
    // A first visit fetches the fonts after its first screen (src/lib/web-fonts.ts): nothing asks for them earlier.
    expect(html).not.toContain("preload");
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/igreja/assets/index-abc.js"></script>');
    expect(html).toContain("<!--app-head-->");
  });

  it("leaves index.html's comments out of every page, and keeps the placeholders", async () => {
    const html = await prepareTemplate(TEMPLATE, outDir, "/igreja/");
    expect(html).not.toContain("A comment for developers");
    expect(html).toMatch(/^<head>\n    <style>/);
    expect(html).toContain("<!--app-head-->");
  });
});
