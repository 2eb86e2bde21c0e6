import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { renderDocument } from "@/build/render-document";
import { firstSectionEnd } from "@/build/first-screen";
import { FIRST_WINDOW_BYTES, HEADER_ALLOWANCE_BYTES, heavierCompressed } from "@/build/bench/first-window";
import { fixtureSiteJson } from "../../support/fixture-site";

const template = '<!doctype html><html><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="app"><!--app-html--></div></body></html>';
const head = { title: "Agenda", description: "A agenda da igreja", route: "/agenda", feedTitle: "Blog" };

/** A page as Emotion renders it: a header and a first section, then `below` sections, each with its own class and rule. */
function page(below: number, ruleText: (i: number) => string) {
  const ids = ["a0", "a1", ...Array.from({ length: below }, (_, i) => `b${i}`)];
  const rules = [".mc-a0{position:sticky}", ".mc-a1{display:grid}", ...Array.from({ length: below }, (_, i) => `.mc-b${i}{${ruleText(i)}}`)];
  const sections = Array.from({ length: below }, (_, i) => `<section class="mc-b${i}"><p>Parte ${i}</p></section>`).join("");
  return {
    html: `<header class="mc-a0">Igreja</header><main><section class="mc-a1"><h1>Agenda</h1></section>${sections}</main>`,
    styleTags: `<style data-emotion="mc ${ids.join(" ")}">${rules.join("")}</style>`,
  };
}

const firstScreenBytes = (html: string) => heavierCompressed(html.slice(0, firstSectionEnd(html)));

describe("the CSS of what is below the first screen (render-document.ts)", () => {
  it("stays whole in the head when the first screen arrives in TCP's first window as it is", () => {
    const html = renderDocument(
      template,
      fixtureSiteJson(),
      head,
      page(3, (i) => `margin:${i}px`),
      {},
    );
    expect(firstScreenBytes(html) + HEADER_ALLOWANCE_BYTES).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html.indexOf(".c4{margin:2px}")).toBeLessThan(html.indexOf("<main"));
  });

  it("moves under the first section when, in the head, it would push the first screen past that window", () => {
    // Rules no compressor can shrink: in the head they would fill the first window before the first section.
    const html = renderDocument(
      template,
      fixtureSiteJson(),
      head,
      page(500, () => `content:"${randomBytes(32).toString("base64")}"`),
      {},
    );
    const firstSection = html.indexOf("</section>") + "</section>".length;
    expect(html.indexOf(".c4{content:")).toBeGreaterThan(firstSection);
    expect(html.slice(firstSection).startsWith("<style>.c2{")).toBe(true);
    expect(firstScreenBytes(html) + HEADER_ALLOWANCE_BYTES).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
  });
});
