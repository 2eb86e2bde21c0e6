import { describe, expect, it } from "vitest";
import { headTags } from "../../../src/build/head-tags";
import { rssFeedInfo } from "../../../src/build/feed-info";
import { rssFeed } from "../../../src/build/rss-feed";
import { loadFixtureSite } from "../../support/fixture-site";

const content = await loadFixtureSite();
const { site } = content;
const feed = rssFeedInfo(content);
const FEED = /<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)" \/>/;

describe("RSS autodiscovery in every page's head", () => {
  it.each([
    { title: "Sobre", description: "Quem somos.", route: "/sobre" },
    { title: "Início", description: "A igreja.", route: "/" },
    { title: "Um artigo", description: "Um verso.", route: "/blog/9", ogType: "article" as const },
    { title: "Página não encontrada", description: "404.", route: "/404", noindex: true },
  ])("$route points to the feed by its absolute address, named as the feed names itself", (head) => {
    const [, title, href] = FEED.exec(headTags(site, { ...head, feedTitle: feed.title })) ?? [];
    expect(href).toBe(`${site.url}/blog/rss.xml`);
    expect(rssFeed(site, [], feed)).toContain(`<title>${title}</title>`);
    expect(rssFeed(site, [], feed)).toContain(`<atom:link href="${href}" rel="self"`);
  });

  it("takes the feed's name and description from the blog page, whatever it is called", () => {
    const blog = content.pages.find((page) => page.page.sections.some((section) => section.type === "post-list"));
    const renamed = { ...content, pages: content.pages.map((page) => (page === blog ? { ...page, page: { ...page.page, title: "Palavra do Mês" } } : page)) };
    expect(rssFeedInfo(renamed)).toEqual({ title: `Palavra do Mês | ${site.name}`, description: blog?.page.description });
  });

  it("escapes the feed's name inside the attribute", () => {
    const tags = headTags(site, { title: "x", description: "y", route: "/", feedTitle: 'Blog | Igreja "Luz" & Vida' });
    expect(FEED.exec(tags)?.[1]).toBe("Blog | Igreja &quot;Luz&quot; &amp; Vida");
  });
});
