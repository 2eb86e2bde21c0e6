import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { siteWithPageMark } from "../../../src/build/brand-mark";
import { entryData, type PreviewProps } from "../../../src/editor/app/previews/entry-data";
import { editorData } from "../../../src/editor/node/editor-data";
import type { EditorData } from "../../../src/editor/shared/editor-data";
import type { Site } from "../../../src/types/generated/content";
import { withContentFolder } from "../../support/content-copy";
import { FIXTURE_CONTENT, PROJECT_ROOT } from "../../support/fixture-site";

// The site never publishes an SVG at an address (src/build/brand-mark.ts): the editor's preview of the site's
// settings draws the mark from the editor's data, as the pages draw it, instead of asking for a file that is not there.

let data: EditorData;
let site: Site;
// The tests' own site where it is, read, never written: no copy of the project to make, and the compiled post texts
// the other tests of this run left in .cache/ (a copy starts without them and cleans every post on jsdom again).
beforeAll(async () => {
  data = await withContentFolder(FIXTURE_CONTENT, () => editorData(PROJECT_ROOT));
  site = JSON.parse(await readFile(join(FIXTURE_CONTENT, "site.json"), "utf8")) as Site;
});

/** An entry as Decap hands it to a preview: its data, with the editor's copy of nothing uploaded. */
const previewOf = (value: unknown): PreviewProps => ({
  entry: { getIn: () => ({ toJS: () => value }), get: () => undefined },
  document: undefined as unknown as Document,
  getAsset: (path) => path,
});

describe("the mark in the editor's preview", () => {
  it("is the drawing the pages carry, not the address of an unpublished file", async () => {
    expect(site.theme.mark.src).toMatch(/\.svg$/);
    const page = await siteWithPageMark(site, FIXTURE_CONTENT);
    expect(data.drawings[site.theme.mark.src]).toBe(page.theme.mark.src);
    const previewed = entryData<Site>(previewOf(site), data);
    expect(previewed.theme.mark.src).toBe(page.theme.mark.src);
  });

  it("holds only the folder's SVG drawings", () => {
    expect(Object.keys(data.drawings).every((src) => src.endsWith(".svg"))).toBe(true);
    expect(data.images.filter((src) => !src.endsWith(".svg")).some((src) => src in data.drawings)).toBe(false);
  });
});
