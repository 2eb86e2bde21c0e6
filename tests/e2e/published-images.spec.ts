import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { measureImage } from "../../src/engine/node/image-variants-build";
import { postRoute } from "../../src/engine/core/kinds/posts-kind";
import { IMAGE_FORMATS, variantPath, widthsFor } from "../../src/lib/image-variants";
import { CONTENT_FOLDER, content } from "./support/content";
import { expect, test } from "./support/fixtures";

const withoutQuery = (path: string) => path.replace(/[?#].*$/, "");

/**
 * What the content shows (an image's "src", an <img> in a post's text) and what it only links to, read from the
 * content's own files and its posts' cleaned text: not through the build's list, which this checks.
 */
async function referencedImages(): Promise<{ shown: Set<string>; linked: Set<string> }> {
  const shown = new Set<string>();
  const linked = new Set<string>();
  const visit = (value: unknown, key = "") => {
    if (typeof value === "string" && value.startsWith("/images/")) (key === "src" ? shown : linked).add(withoutQuery(value));
    else if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === "object") for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
  };
  const files = (await readdir(CONTENT_FOLDER, { recursive: true })).filter((name) => name.endsWith(".json"));
  for (const file of files) visit(JSON.parse(await readFile(join(CONTENT_FOLDER, file), "utf8")));
  for (const post of content.posts) {
    const body = JSDOM.fragment(post.html);
    for (const img of body.querySelectorAll('img[src^="/images/"]')) shown.add(withoutQuery(img.getAttribute("src") ?? ""));
    for (const link of body.querySelectorAll('[href^="/images/"]')) linked.add(withoutQuery(link.getAttribute("href") ?? ""));
  }
  for (const src of shown) linked.delete(src);
  return { shown, linked };
}

test("every picture the content shows or links to is published, with its AVIF widths", { tag: "@content" }, async ({ request }) => {
  const { shown, linked } = await referencedImages();
  const missing: string[] = [];
  const expectServed = async (path: string) => {
    const response = await request.get(path);
    if (response.status() !== 200 || !response.headers()["content-type"]?.startsWith("image/")) missing.push(`${response.status()} ${path}`);
  };
  for (const src of shown) {
    // An SVG (the mark) is carried inside the pages and never published: src/build/brand-mark.ts says why.
    if (src.endsWith(".svg")) {
      const response = await request.get(src);
      expect(response.status(), `${src} is not published`).toBe(404);
      continue;
    }
    await expectServed(src);
    const { width } = await measureImage(join(CONTENT_FOLDER, src));
    for (const w of new Set(widthsFor(width))) for (const format of IMAGE_FORMATS) await expectServed(variantPath(src, w, format));
  }
  for (const path of linked) await expectServed(path);
  expect(shown.size, "the content shows pictures").toBeGreaterThan(0);
  expect(missing).toEqual([]);
});

test("a picture in a post's text loads from its AVIF source, sized before it arrives", { tag: "@content" }, async ({ page }) => {
  const shownIn = (html: string) => JSDOM.fragment(html).querySelector('img[src^="/images/"]')?.getAttribute("src");
  const post = content.posts.find((candidate) => shownIn(candidate.html));
  test.skip(!post, "no post of the content under test shows a picture in its text");
  await page.goto(postRoute(post!.id));
  const img = page.locator(`article picture > img[loading=lazy][src="${shownIn(post!.html)}"]`).first();
  // Its box has the picture's shape before a byte of it arrives (width and height), so the text never jumps.
  const reserved = await img.evaluate((element: HTMLImageElement) => element.getBoundingClientRect().width / element.getBoundingClientRect().height);
  expect(reserved).toBeGreaterThan(0);
  expect(Number.isFinite(reserved)).toBe(true);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/-\d+\.avif$/);
  const natural = await img.evaluate((element: HTMLImageElement) => element.naturalWidth / element.naturalHeight);
  expect(natural).toBeCloseTo(reserved, 1);
});
