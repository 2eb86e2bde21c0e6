import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Clock, MapPin } from "lucide-react";
import { JSDOM } from "jsdom";
import { afterAll, describe, expect, it } from "vitest";
import { iconsToSprite, spriteFile, writeIconSprite, type IconSymbols } from "../../../src/build/icon-sprite";
import { WhatsAppIcon } from "../../../src/site/components/brand-icons";
import { compactMarkup } from "../../../src/build/compact-markup";
import { FIRST_WINDOW_BYTES, HEADER_ALLOWANCE_BYTES, heavierCompressed } from "../../../src/build/bench/first-window";

// What the pages really hold: lucide's and the site's own icons as React renders them, compacted as the build does.
const icon = (element: Parameters<typeof renderToStaticMarkup>[0]) => compactMarkup(renderToStaticMarkup(element));
const clock = icon(createElement(Clock, { size: 16, "aria-hidden": true }));
const pin = icon(createElement(MapPin, { size: 16, "aria-hidden": true }));
const fixedWhatsApp = icon(createElement(WhatsAppIcon, { size: 30, keepInline: true }));
const labelled = '<svg viewBox="0 0 24 24" role="img" aria-label="Mapa"><path d="M1 1h2"/></svg>';
const gradient = '<svg viewBox="0 0 24 24" aria-hidden="true"><defs><linearGradient id="g"/></defs><path fill="url(#g)" d="M1 1h2"/></svg>';
const island = (inner: string) =>
  `<div data-island="newsletter" data-wake="visible">${inner}</div><script type="application/json" data-island-props="">{}</script>`;

/** A document of the test's HTML (jsdom's default, opaque origin has no storage, which a window's setup may touch). */
const dom = (html: string) => new JSDOM(html, { url: "https://example.org/" }).window.document;

const page = (firstSection: string, below: string) =>
  `<!doctype html><html><head></head><body><header>${clock}</header><main><section>${firstSection}</section><section>${below}</section></main><footer>${pin}${clock}</footer>${fixedWhatsApp}</body></html>`;

describe("iconsToSprite", () => {
  const symbols: IconSymbols = new Map();
  const html = iconsToSprite(page(pin, `${clock}${labelled}${gradient}${island(pin)}`), "/assets/icons-x.svg", symbols);
  const document = dom(html);

  it("keeps the first screen's icons (the header's, the first section's) drawn in the page", () => {
    expect(document.querySelector("header svg")?.innerHTML).toBe(dom(clock).querySelector("svg")?.innerHTML);
    expect(document.querySelector("main > section:first-child svg")?.querySelector("use")).toBeNull();
    expect(document.querySelector("main > section:first-child svg path")).not.toBeNull();
  });

  it("points each decorative icon below it at one symbol per drawing, its own attributes kept", () => {
    const uses = [...document.querySelectorAll("use")].map((use) => use.getAttribute("href"));
    // The second section's clock, the footer's pin and clock: two drawings.
    expect(uses).toHaveLength(3);
    expect(new Set(uses).size).toBe(2);
    expect(symbols.size).toBe(2);
    for (const href of uses) expect(href).toMatch(/^\/assets\/icons-x\.svg#i[\w-]{6}$/);
    const footerClock = document.querySelector("footer svg:last-of-type")!;
    expect(footerClock.getAttribute("stroke")).toBe("currentColor");
    expect(footerClock.getAttribute("width")).toBe("16");
    expect(footerClock.getAttribute("viewBox")).toBe("0 0 24 24");
  });

  it("leaves an icon with a name, one with ids and an island's icons as they were", () => {
    expect(html).toContain(labelled);
    expect(html).toContain(gradient);
    expect(html).toContain(island(pin));
  });

  it("keeps a marked icon in the page and takes its mark out", () => {
    const whatsApp = [...document.querySelectorAll("body > svg")];
    expect(whatsApp).toHaveLength(1);
    expect(whatsApp[0]!.querySelector("path")).not.toBeNull();
    expect(html).not.toContain("data-icon-inline");
  });

  it("writes a sprite whose symbols draw what the pages drew", () => {
    // Parsed as the XML file it is (a malformed file would throw here, as it would draw nothing in a browser).
    const sprite = new JSDOM(spriteFile(symbols), { contentType: "image/svg+xml", url: "https://example.org/" }).window.document;
    const sameDrawing = (symbol: Element, svg: string) => {
      const drawn = dom(svg).querySelector("svg")!;
      return symbol.childNodes.length === drawn.childNodes.length && [...symbol.childNodes].every((node, index) => node.isEqualNode(drawn.childNodes[index]!));
    };
    const symbolIds = [...sprite.querySelectorAll("symbol")].map((symbol) => symbol.id);
    expect(symbolIds).toEqual([...symbols.keys()].sort());
    const byId = (id: string) => sprite.getElementById(id)!;
    const footerUses = [...document.querySelectorAll("footer use")].map((use) => use.getAttribute("href")!.split("#")[1]!);
    expect(sameDrawing(byId(footerUses[0]!), pin)).toBe(true);
    expect(sameDrawing(byId(footerUses[1]!), clock)).toBe(true);
    expect(sameDrawing(byId(footerUses[1]!), pin)).toBe(false);
    expect(byId(footerUses[1]!).getAttribute("viewBox")).toBe("0 0 24 24");
  });
});

/** Digits no compressor shrinks much, from a fixed seed: a page's size is then what the test makes it. */
function noise(length: number, seed: number): string {
  let state = seed;
  let text = "";
  while (text.length < length) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    text += String(state % 10);
  }
  return text;
}
/** `count` decorative icons, each its own drawing (as the pages' line icons, each a path of its own). */
const icons = (count: number, seed: number) =>
  Array.from({ length: count }, (_, index) => {
    const path = noise(90, seed + index).replace(/(\d{2})/g, "$1 ");
    return `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true"><path d="M${path}"></path></svg>`;
  }).join("");
/** A page whose size with its headers is about `target` bytes at the host's compression, those icons below its first section. */
function pageOfSize(target: number, below: string): string {
  const make = (filler: number) => page("", `${below}<p>${noise(filler, 7)}</p>`);
  let [low, high] = [0, 60_000];
  while (high - low > 16) {
    const middle = Math.floor((low + high) / 2);
    if (heavierCompressed(make(middle)) + HEADER_ALLOWANCE_BYTES < target) low = middle;
    else high = middle;
  }
  return make(low);
}

describe("writeIconSprite", () => {
  let dir = "";
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("draws from one sprite only the pages it brings into the first window, under the base path, and leaves the editor alone", async () => {
    const drawings = icons(30, 100);
    // What the sprite takes off a page: its drawings, less the references that replace them.
    const withDrawings = page("", drawings);
    const saved = heavierCompressed(withDrawings) - heavierCompressed(iconsToSprite(withDrawings, "/igreja/assets/icons-0123456789.svg", new Map()));
    expect(saved).toBeGreaterThan(300);
    const pages = {
      "index.html": pageOfSize(FIRST_WINDOW_BYTES + saved / 3, drawings),
      "blog/1.html": page("", `${pin}${clock}`),
      "blog/2.html": pageOfSize(FIRST_WINDOW_BYTES + 2 * saved, drawings),
      "admin/index.html": pageOfSize(FIRST_WINDOW_BYTES + saved / 3, drawings),
    };
    dir = await mkdtemp(join(tmpdir(), "icon-sprite-"));
    for (const folder of ["blog", "admin", "assets"]) await mkdir(join(dir, folder), { recursive: true });
    const writeAll = () => Promise.all(Object.entries(pages).map(([name, html]) => writeFile(join(dir, name), html)));
    await writeAll();
    const written = await writeIconSprite(dir, "/igreja/");
    const read = (name: string) => readFile(join(dir, name), "utf8");

    // The page that fits only with the sprite: its thirty drawings and the footer's two in the file, and it is now in
    // the first window.
    expect(written).toMatchObject({ icons: 32, pages: 1 });
    expect(await readdir(join(dir, "assets"))).toEqual([written.file!.slice("assets/".length)]);
    const home = await read("index.html");
    expect(home.match(new RegExp(`<use href="/igreja/${written.file}#i[\\w-]{6}"/>`, "g"))).toHaveLength(32);
    expect(heavierCompressed(home) + HEADER_ALLOWANCE_BYTES).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
    expect(heavierCompressed(pages["index.html"]) + HEADER_ALLOWANCE_BYTES).toBeGreaterThan(FIRST_WINDOW_BYTES);
    // One that fits as it is, and one that would not fit even with it, keep their drawings (one request fewer) but
    // lose the mark that keeps the fixed button's icon in the page.
    for (const name of ["blog/1.html", "blog/2.html"]) {
      const html = await read(name);
      expect(html, name).not.toContain("<use");
      expect(html, name).not.toContain("data-icon-inline");
      expect(html.match(/<path/g)?.length, name).toBe(pages[name as keyof typeof pages].match(/<path/g)?.length);
    }
    expect(await read("admin/index.html")).toBe(pages["admin/index.html"]);
    // Written again from the same pages, the same name: a visitor's cached copy stays right.
    await writeAll();
    expect((await writeIconSprite(dir, "/igreja/")).file).toBe(written.file);
  });
});
