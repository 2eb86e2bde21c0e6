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

describe("writeIconSprite", () => {
  let dir = "";
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes one sprite named by its content, the pages pointing at it under the base path, and leaves the editor alone", async () => {
    dir = await mkdtemp(join(tmpdir(), "icon-sprite-"));
    await mkdir(join(dir, "blog"), { recursive: true });
    await mkdir(join(dir, "admin"), { recursive: true });
    await mkdir(join(dir, "assets"), { recursive: true });
    await writeFile(join(dir, "index.html"), page("", clock));
    await writeFile(join(dir, "blog/1.html"), page("", pin));
    await writeFile(join(dir, "admin/index.html"), page("", pin));
    const written = await writeIconSprite(dir, "/igreja/");
    expect(written.icons).toBe(2);
    expect(await readdir(join(dir, "assets"))).toEqual([written.file!.slice("assets/".length)]);
    const home = await readFile(join(dir, "index.html"), "utf8");
    expect(home).toContain(`<use href="/igreja/${written.file}#`);
    expect(await readFile(join(dir, "admin/index.html"), "utf8")).toBe(page("", pin));
    // Written again from the same pages, the same name: a visitor's cached copy stays right.
    await writeFile(join(dir, "index.html"), page("", clock));
    await writeFile(join(dir, "blog/1.html"), page("", pin));
    expect((await writeIconSprite(dir, "/igreja/")).file).toBe(written.file);
  });
});
