import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareTemplate } from "../../../src/build/page-template";

const TEMPLATE = `<head>
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

  it("inlines the font stylesheet, preloads the fonts and asks for the scripts at low priority", async () => {
    const html = await prepareTemplate(TEMPLATE, outDir, "/igreja/", ["/igreja/assets/inter.woff2"]);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style>@font-face{font-family:"Inter Variable";src:url(/igreja/assets/inter.woff2)}</style>');
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/igreja/assets/inter.woff2" />');
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/igreja/assets/index-abc.js"></script>');
    // The page's own tags still have their place after the font preloads.
    expect(html.indexOf('inter.woff2" />')).toBeLessThan(html.indexOf("<!--app-head-->"));
  });
});
