import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { islandPropsOutOfPage, PROPS_KEPT_INLINE } from "../../../src/build/island-props-files";
import { inertJson } from "../../../src/lib/inert-json";
import { SITE_WIDE_PROPS_ATTRIBUTE } from "../../../src/site/islands/island-props";

const island = (props: object) =>
  `<div data-island="post-list" data-wake="interaction" data-id-prefix="x-"><ul></ul></div><script type="application/json" data-island-props="">${inertJson(props)}</script>`;

describe("islandPropsOutOfPage", () => {
  const small = { name: "Mês Profético", compact: true };
  const large = { posts: Array.from({ length: 40 }, (_, i) => ({ id: i, title: `Artigo ${i} </script><b>`, excerpt: "Palavra ".repeat(5) })) };

  it("keeps small props in the page, and moves large ones to a file the page names, with the same JSON", () => {
    expect(JSON.stringify(small).length).toBeLessThanOrEqual(PROPS_KEPT_INLINE);
    expect(inertJson(large).length).toBeGreaterThan(PROPS_KEPT_INLINE);
    const { html, files } = islandPropsOutOfPage(`${island(small)}<p>texto</p>${island(large)}`, "/");
    expect(files).toHaveLength(1);
    const [path, text] = files[0]!;
    expect(path).toMatch(/^assets\/ilha-[\w-]{12}\.json$/);
    expect(JSON.parse(text)).toEqual(large);

    const scripts = [...new JSDOM(html).window.document.querySelectorAll("script[data-island-props]")];
    expect(JSON.parse(scripts[0]?.textContent ?? "")).toEqual(small);
    expect(scripts[1]?.textContent).toBe("");
    expect(scripts[1]?.getAttribute("data-src")).toBe(`/${path}`);
    expect(html).toContain("<p>texto</p>");
  });

  it("names a file by its content: the same props on two pages are one file, other props another", () => {
    const first = islandPropsOutOfPage(island(large), "/");
    const again = islandPropsOutOfPage(island(large), "/");
    const other = islandPropsOutOfPage(island({ ...large, more: true }), "/");
    expect(again.files).toEqual(first.files);
    expect(other.files[0]?.[0]).not.toBe(first.files[0]?.[0]);
  });

  it("points at the file under the site's base path", () => {
    const { html, files } = islandPropsOutOfPage(island(large), "/igreja/");
    expect(html).toContain(`data-src="/igreja/${files[0]?.[0]}"`);
  });
});

describe("props the same on every page (Island's siteWide)", () => {
  const siteWide = (props: object) =>
    `<div data-island="newsletter" data-wake="interaction" data-id-prefix="x-"><form></form></div><script type="application/json" data-island-props="" ${SITE_WIDE_PROPS_ATTRIBUTE}="">${inertJson(props)}</script>`;
  const small = { name: "Mês Profético", compact: true };

  it("go to their file however small, one for every page that has them, and the page keeps no mark of it", () => {
    const first = islandPropsOutOfPage(`<p>um</p>${siteWide(small)}`, "/");
    const second = islandPropsOutOfPage(`<p>outro</p>${siteWide(small)}`, "/");
    expect(first.files).toHaveLength(1);
    expect(second.files).toEqual(first.files);
    expect(JSON.parse(first.files[0]?.[1] ?? "")).toEqual(small);
    const script = new JSDOM(first.html).window.document.querySelector("script[data-island-props]");
    expect(script?.textContent).toBe("");
    expect(script?.getAttribute("data-src")).toBe(`/${first.files[0]?.[0]}`);
    expect(first.html).not.toContain(SITE_WIDE_PROPS_ATTRIBUTE);
  });
});
