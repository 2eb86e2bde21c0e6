import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteWithPageMark } from "../../../src/build/brand-mark";
import { entryData, type PreviewProps } from "../../../src/editor/app/previews/entry-data";
import { editorData } from "../../../src/editor/node/editor-data";
import type { EditorData } from "../../../src/editor/shared/editor-data";
import type { Site } from "../../../src/types/generated/content";
import { copyProjectWithFixture } from "../../support/fixture-site";

// The site never publishes an SVG at an address (src/build/brand-mark.ts): the editor's preview of the site's
// settings draws the mark from the editor's data, as the pages draw it, instead of asking for a file that is not there.

let root: string;
let data: EditorData;
let site: Site;
beforeAll(async () => {
  root = await copyProjectWithFixture();
  data = await editorData(root);
  site = JSON.parse(await readFile(join(root, "site-content/site.json"), "utf8")) as Site;
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** An entry as Decap hands it to a preview: its data, with the editor's copy of nothing uploaded. */
const previewOf = (value: unknown): PreviewProps => ({
  entry: { getIn: () => ({ toJS: () => value }), get: () => undefined },
  document: undefined as unknown as Document,
  getAsset: (path) => path,
});

describe("the mark in the editor's preview", () => {
  it("is the drawing the pages carry, not the address of an unpublished file", async () => {
    expect(site.theme.mark.src).toMatch(/\.svg$/);
    const page = await siteWithPageMark(site, join(root, "site-content"));
    expect(data.drawings[site.theme.mark.src]).toBe(page.theme.mark.src);
    const previewed = entryData<Site>(previewOf(site), data);
    expect(previewed.theme.mark.src).toBe(page.theme.mark.src);
  });

  it("holds only the folder's SVG drawings", () => {
    expect(Object.keys(data.drawings).every((src) => src.endsWith(".svg"))).toBe(true);
    expect(data.images.filter((src) => !src.endsWith(".svg")).some((src) => src in data.drawings)).toBe(false);
  });
});
