import { describe, expect, it } from "vitest";
import { collectionsOf, renderPage } from "@/site/entry-server";
import { buildPagePayload } from "../../../src/build/payloads/page-payloads";
import { loadFixtureSite } from "../../support/fixture-site";

// The header's search exists only where content asks for it: a page holding the search block.
describe("the header's search button", async () => {
  const content = await loadFixtureSite();
  const home = content.pages.find((page) => page.route === "/");
  if (!home) throw new Error("o site de teste não tem página inicial");
  const payload = await buildPagePayload(home, content, async () => ({ width: 1600, height: 900, widths: [] }), collectionsOf);
  const render = (search?: { route: string; label: string; placeholder: string; close: string }) =>
    renderPage({ kind: "page", payload }, { site: content.site, fullNavMinWidth: 1200, path: "/", ...(search ? { search } : {}) });

  it("is an ordinary GET form to the search page, with a field named q, when the site has one", async () => {
    const { html } = await render({ route: "/procurar", label: "Procurar", placeholder: "Digite aqui", close: "Sair" });
    const forms = [...html.matchAll(/<form role="search"([^>]*)>([\s\S]*?)<\/form>/g)];
    // One in the strip (where the whole menu fits the bar) and one on the bar (elsewhere), one shown at a time.
    expect(forms).toHaveLength(2);
    for (const [, attributes, inside] of forms) {
      expect(attributes).toContain('action="/procurar"');
      expect(attributes).toContain('method="get"');
      expect(attributes).toContain('aria-label="Procurar"');
      expect(inside).toMatch(/<input type="search" hidden="" name="q"/);
      expect(inside).toMatch(/<button type="submit"/);
      // The page script draws the panel's field and close button from these, before the search's code arrives.
      expect(inside).toContain('data-placeholder="Digite aqui"');
      expect(inside).toContain('data-close="Sair"');
    }
  });

  it("is not there at all without a search page", async () => {
    const { html } = await render();
    expect(html).not.toContain('role="search"');
    expect(html).not.toContain("data-search-open");
  });
});
