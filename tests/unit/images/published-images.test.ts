import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { readContentListing } from "../../../src/engine/node/read-content";
import { imageReference, publishedImages } from "../../../src/engine/core/rules/image-references";
import { withContentFolder } from "../../support/content-copy";
import { FIXTURE_CONTENT, fixtureSiteJson, loadFixtureSite, PROJECT_ROOT } from "../../support/fixture-site";

/** Every "/images/…" string in the fixture's JSON files, under any key, read from the files themselves. */
async function imagePathsInJsonFiles(): Promise<Set<string>> {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string" && value.startsWith("/images/")) found.add(value.replace(/[?#].*$/, ""));
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  const files = (await readdir(FIXTURE_CONTENT, { recursive: true })).filter((name) => name.endsWith(".json"));
  for (const file of files) visit(JSON.parse(await readFile(join(FIXTURE_CONTENT, file), "utf8")));
  return found;
}

describe("the build publishes every picture the check accepted", () => {
  it("lists every image of the fixture's JSON, its posts' pictures and the pictures in their text, subfolders included", async () => {
    const content = await loadFixtureSite();
    const images = await withContentFolder(FIXTURE_CONTENT, async () => (await readContentListing(PROJECT_ROOT)).images);
    const expected = await imagePathsInJsonFiles();
    for (const post of content.posts) {
      const body = JSDOM.fragment(post.html);
      for (const element of body.querySelectorAll('[src^="/images/"], [href^="/images/"]'))
        expected.add((element.getAttribute("src") ?? element.getAttribute("href") ?? "").replace(/[?#].*$/, ""));
    }
    const published = publishedImages(content, images);
    // An SVG (the mark) is carried inside the pages, never published (src/build/brand-mark.ts).
    const svgs = [...expected].filter((src) => src.endsWith(".svg"));
    expect(svgs).toEqual([fixtureSiteJson().theme.mark.src]);
    expect(published).toEqual([...expected].filter((src) => !src.endsWith(".svg")).sort());
    // The two the build used to leave out: only a post's text shows them, one from a subfolder.
    expect(published).toEqual(expect.arrayContaining(["/images/blog/globo-das-missoes.jpg", "/images/coracao-de-luzes.jpg"]));
  });

  it("leaves out paths that are not files of the images folder (a file of static/ is copied by Vite)", async () => {
    const content = structuredClone(await loadFixtureSite());
    content.posts[0]!.bodyImages.push("/images/em-static.png");
    const images = await withContentFolder(FIXTURE_CONTENT, async () => (await readContentListing(PROJECT_ROOT)).images);
    expect(publishedImages(content, images)).not.toContain("/images/em-static.png");
  });
});

describe("imageReference: what a content value points at under /images/", () => {
  it("takes an image's src and a link's path, without its fragment, query or trailing slash", () => {
    expect(imageReference("src", "/images/blog/foto.jpg")).toBe("/images/blog/foto.jpg");
    expect(imageReference("href", "/images/programa.png#pagina-2")).toBe("/images/programa.png");
    expect(imageReference("href", "/images/programa.png?v=2")).toBe("/images/programa.png");
    expect(imageReference("href", "/images/programa.png/")).toBe("/images/programa.png");
  });

  it("ignores other sites, other folders, other keys and the shapes browsers read as another host", () => {
    expect(imageReference("href", "https://exemplo.org/images/x.jpg")).toBeUndefined();
    expect(imageReference("href", "//exemplo.org/images/x.jpg")).toBeUndefined();
    expect(imageReference("href", "/contato")).toBeUndefined();
    expect(imageReference("src", "data:image/png;base64,iVBORw0KGgo=")).toBeUndefined();
    expect(imageReference("title", "/images/x.jpg")).toBeUndefined();
  });
});
