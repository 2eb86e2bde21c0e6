import { join } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { measureImage } from "../../../src/engine/node/image-variants-build";
import { finishPostHtml, POST_BODY_IMAGE_SIZES } from "../../../src/build/payloads/post-body-pictures";
import { sanitizePostHtml } from "../../../src/engine/node/sanitize-on-jsdom";
import type { ImageInfo } from "../../../src/site/data/image-info";
import { IMAGE_FORMATS, variantPath, widthsFor } from "../../../src/lib/image-variants";
import { FIXTURE_CONTENT, loadFixtureSite } from "../../support/fixture-site";

/** The sizes the build would write (the encoding itself is image-variants-build's business and test). */
async function describeFixtureImage(src: string): Promise<ImageInfo> {
  const { width, height } = await measureImage(join(FIXTURE_CONTENT, src));
  return { width, height, widths: [...new Set(widthsFor(width))] };
}

const parse = (html: string) => JSDOM.fragment(html);
const finish = (html: string, base = "/", describeImage = describeFixtureImage) => finishPostHtml(html, { describeImage, base });

async function fixturePost(id: number) {
  const post = (await loadFixtureSite()).posts.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`the fixture has no post ${id}`);
  return post;
}

function expectResponsive(img: HTMLImageElement, src: string, info: ImageInfo, base = "/") {
  const picture = img.parentElement as HTMLElement;
  expect(picture.localName).toBe("picture");
  const sources = [...picture.querySelectorAll("source")];
  expect(sources.map((source) => source.getAttribute("type"))).toEqual(IMAGE_FORMATS.map((format) => `image/${format}`));
  for (const [i, format] of IMAGE_FORMATS.entries()) {
    expect(sources[i]?.getAttribute("srcset")).toBe(info.widths.map((w) => `${base}${variantPath(src, w, format).slice(1)} ${w}w`).join(", "));
    expect(sources[i]?.getAttribute("sizes")).toBe(POST_BODY_IMAGE_SIZES);
  }
  expect(picture.lastElementChild).toBe(img);
  expect(img.getAttribute("src")).toBe(`${base}${src.slice(1)}`);
  expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual([String(info.width), String(info.height)]);
  expect([img.getAttribute("loading"), img.getAttribute("decoding")]).toEqual(["lazy", "async"]);
}

describe("pictures in a post's text are published like the blocks' pictures", () => {
  it("a Markdown body's picture from a subfolder becomes a <picture> with AVIF at every width the build writes", async () => {
    const post = await fixturePost(9);
    expect(post.bodyImages).toEqual(["/images/blog/globo-das-missoes.jpg"]);
    const html = parse(await finish(post.html));
    const img = html.querySelector("img") as HTMLImageElement;
    expectResponsive(img, "/images/blog/globo-das-missoes.jpg", await describeFixtureImage("/images/blog/globo-das-missoes.jpg"));
    expect(img.getAttribute("alt")).toMatch(/^Ilustração de um globo/);
    // Only the picture changed: the text reads exactly as the sanitiser left it.
    expect(html.textContent).toBe(parse(post.html).textContent);
    expect(html.querySelectorAll("p > picture")).toHaveLength(1);
  });

  it("a hand-written .html body's picture keeps the link around it", async () => {
    const post = await fixturePost(8);
    expect(post.bodyImages).toEqual(["/images/coracao-de-luzes.jpg"]);
    const html = parse(await finish(post.html));
    const link = html.querySelector('a[href="/images/coracao-de-luzes.jpg"]') as HTMLAnchorElement;
    expect(link.firstElementChild?.localName).toBe("picture");
    expectResponsive(link.querySelector("img") as HTMLImageElement, "/images/coracao-de-luzes.jpg", await describeFixtureImage("/images/coracao-de-luzes.jpg"));
  });

  it("under a sub-folder base path every site path gets the base, the sources' widths too, and nothing else does", async () => {
    const body =
      '<p>Veja <a href="/contato">o contato</a>, <a href="https://exemplo.org/x">fora</a> e <a href="#oracao">a oração</a>.</p><p><img src="/images/blog/globo-das-missoes.jpg" alt="Globo"></p><p>Escreva href="/x" assim.</p>';
    const base = "/monte-calvario/";
    const html = parse(await finish(body, base));
    expect([...html.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["/monte-calvario/contato", "https://exemplo.org/x", "#oracao"]);
    expectResponsive(
      html.querySelector("img") as HTMLImageElement,
      "/images/blog/globo-das-missoes.jpg",
      await describeFixtureImage("/images/blog/globo-das-missoes.jpg"),
      base,
    );
    expect(html.lastChild?.textContent).toBe('Escreva href="/x" assim.');
  });

  it("a body without pictures of the site is published as the sanitiser wrote it", async () => {
    const post = await fixturePost(1);
    expect(post.bodyImages).toEqual([]);
    expect(await finish(post.html)).toBe(post.html);
    const dataImage = '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="Ponto"></p>';
    expect(await finish(dataImage)).toBe(dataImage);
  });

  it("keeps an author's own size and replaces the sources of an author's <picture> instead of nesting one", async () => {
    const body = '<picture><source srcset="/images/x.webp"><img src="/images/coracao-de-luzes.jpg" alt="Coração" width="300"></picture>';
    const clean = sanitizePostHtml(body, { siteOrigin: "https://igreja.example" }).html;
    const html = parse(await finish(clean));
    expect(html.querySelectorAll("picture")).toHaveLength(1);
    expect(html.querySelectorAll("source")).toHaveLength(IMAGE_FORMATS.length);
    const img = html.querySelector("img") as HTMLImageElement;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["300", null]);
  });

  it("writes no sources for a picture without variants (npm run dev serves the originals)", async () => {
    const html = parse(
      await finish('<p><img src="/images/coracao-de-luzes.jpg" alt="Coração"></p>', "/", async () => ({ width: 1200, height: 800, widths: [] })),
    );
    expect(html.querySelectorAll("source")).toHaveLength(0);
    expect(html.querySelector("picture > img")?.getAttribute("width")).toBe("1200");
  });

  it("reads attribute values as values: markup written inside a description stays text", async () => {
    const alt = '"><img src=/images/mes-profetico-01.jpg> srcset="/images/a.jpg 1w" src="/x"';
    const clean = sanitizePostHtml(`<p><img src="/images/coracao-de-luzes.jpg" alt='${alt}'></p>`, { siteOrigin: "https://igreja.example" }).html;
    const html = parse(await finish(clean, "/base/"));
    expect(html.querySelectorAll("img")).toHaveLength(1);
    expect(html.querySelector("img")?.getAttribute("alt")).toBe(alt);
    expect(html.querySelector("img")?.getAttribute("src")).toBe("/base/images/coracao-de-luzes.jpg");
  });
});
