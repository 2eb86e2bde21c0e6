import { describe, expect, it } from "vitest";
import { headTags } from "../../../src/build/head-tags";
import { rssFeed } from "../../../src/build/rss-feed";
import { fixtureSiteJson } from "../../support/fixture-site";

const site = fixtureSiteJson();
const FEED = /<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)" \/>/;

describe("RSS autodiscovery in every page's head", () => {
  it.each([
    { title: "Sobre", description: "Quem somos.", route: "/sobre" },
    { title: "Início", description: "A igreja.", route: "/" },
    { title: "Um artigo", description: "Um verso.", route: "/blog/9", ogType: "article" as const },
    { title: "Página não encontrada", description: "404.", route: "/404", noindex: true },
  ])("$route points to the feed by its absolute address, named as the feed names itself", (head) => {
    const [, title, href] = FEED.exec(headTags(site, head)) ?? [];
    expect(href).toBe(`${site.url}/blog/rss.xml`);
    expect(rssFeed(site, [])).toContain(`<title>${title}</title>`);
    expect(rssFeed(site, [])).toContain(`<atom:link href="${href}" rel="self"`);
  });

  it("escapes the site's name inside the attribute", () => {
    const tags = headTags({ ...site, name: 'Igreja "Monte" & Calvário' }, { title: "x", description: "y", route: "/" });
    expect(FEED.exec(tags)?.[1]).toBe("Mês Profético | Igreja &quot;Monte&quot; &amp; Calvário");
  });
});
