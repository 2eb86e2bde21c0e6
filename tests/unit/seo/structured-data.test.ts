import { beforeAll, describe, expect, it } from "vitest";
import { jsonLdTag } from "../../../src/build/head-tags";
import { pageContext, pageJsonLd } from "../../../src/build/page-heads";
import { buildPagePayload } from "../../../src/build/payloads/page-payloads";
import { blockHeads, collectionsOf } from "@/site/entry-server";
import { churchJsonLd, organizationJsonLd } from "@/site/data/structured-data/church-entities";
import { blogPostingJsonLd, eventPlace } from "@/site/data/structured-data/collection-entities";
import type { LoadedPage, SiteContent } from "../../../src/engine/core/kinds/types";
import { loadFixtureSite } from "../../support/fixture-site";
import { richResultProblems } from "./rich-results";

let content: SiteContent;
/** Each page's JSON-LD as the build writes it: the home page's entities, then what its blocks' definitions declare. */
const jsonLdBySlug = new Map<string, unknown[]>();
const page = (slug: string) => {
  const found = content.pages.find((p) => p.slug === slug);
  if (!found) throw new Error(`sem a página ${slug}`);
  return found;
};
const ofType = (items: unknown[], type: string) => items.filter((item) => (item as { "@type": string })["@type"] === type) as Record<string, unknown>[];

async function jsonLdOf(page: LoadedPage): Promise<unknown[]> {
  const payload = await buildPagePayload(page, content, async () => ({ width: 1600, height: 900, widths: [] }), collectionsOf);
  return pageJsonLd(page, content, blockHeads(payload, "", pageContext(page, content)).jsonLd);
}

const pageJsonLdOf = (slug: string) => jsonLdBySlug.get(page(slug).slug) ?? [];

beforeAll(async () => {
  content = await loadFixtureSite();
  for (const p of content.pages) jsonLdBySlug.set(p.slug, await jsonLdOf(p));
});

describe("JSON-LD of the fixture site", () => {
  it("meets Google's required and recommended properties on every page and post", () => {
    const all = [
      ...content.pages.flatMap((p) => pageJsonLdOf(p.slug).map((node) => [p.route, node] as const)),
      ...content.posts.map((post) => [`/blog/${post.id}`, blogPostingJsonLd(content.site, post)] as const),
    ];
    const problems = all.flatMap(([route, node]) => richResultProblems(node).map((problem) => `${route}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it("puts Church, Organization and WebSite on the home page only", () => {
    const types = (slug: string) => pageJsonLdOf(slug).map((node) => (node as { "@type": string })["@type"]);
    expect(types("inicio")).toEqual(["Church", "Organization", "WebSite"]);
    // Elsewhere only what the page's blocks show: branches, events, videos, never the church's own entities.
    const churchOwn = new Set([`${content.site.url}/#igreja`, `${content.site.url}/#organizacao`, `${content.site.url}/#site`]);
    for (const other of content.pages.filter((p) => p.slug !== "inicio")) {
      const ids = pageJsonLdOf(other.slug).map((node) => (node as { "@id"?: string })["@id"]);
      expect(
        ids.filter((id) => id !== undefined && churchOwn.has(id)),
        other.slug,
      ).toEqual([]);
    }
    for (const quiet of content.pages.filter((p) => !p.page.sections.some((s) => ["church-list", "event-list", "video-list"].includes(s.type))))
      if (quiet.slug !== "inicio") expect(types(quiet.slug), quiet.slug).toEqual([]);
  });

  it("gives the church its address, position and the service times of site.json", () => {
    const [church] = ofType(pageJsonLdOf("inicio"), "Church");
    expect(church).toMatchObject({
      name: "Igreja Monte Calvário",
      url: "https://www.montecalvario.org.br/",
      telephone: "+5511973524180",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Rua das Oliveiras, 320 – Vila Formosa",
        addressLocality: "São Paulo",
        addressRegion: "SP",
        postalCode: "03363-000",
        addressCountry: "BR",
      },
      geo: { "@type": "GeoCoordinates", latitude: content.site.address.geo.latitude, longitude: content.site.address.geo.longitude },
    });
    const hours = (church?.openingHoursSpecification as { dayOfWeek: string; opens: string }[]).map((h) => [
      h.dayOfWeek.replace("https://schema.org/", ""),
      h.opens,
    ]);
    expect(hours).toEqual([
      ["Wednesday", "19:30"],
      ["Friday", "19:30"],
      ["Sunday", "18:30"],
    ]);
  });

  it("follows site.json, not constants: another service time shows up", () => {
    const site = { ...content.site, serviceTimes: [{ day: "sabado" as const, time: "22:00", name: "Vigília" }] };
    expect(churchJsonLd(site).openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "22:00", closes: "00:00", description: "Vigília" },
    ]);
  });

  it("gives the organisation the social profiles of site.json", () => {
    expect(organizationJsonLd(content.site).sameAs).toEqual(content.site.social.map((profile) => profile.url));
  });

  it("lists one Church per branch on /nossas-igrejas, each with its own id", () => {
    const churches = ofType(pageJsonLdOf("nossas-igrejas"), "Church");
    expect(churches.map((c) => c.name)).toEqual(content.churches.map((c) => c.name));
    expect(new Set(churches.map((c) => c["@id"])).size).toBe(content.churches.length);
    expect(churches.map((c) => (c.address as { addressLocality: string }).addressLocality)).toContain("Teresina");
  });

  it("lists one Event per dated event on /agenda, in São Paulo time", () => {
    const events = ofType(pageJsonLdOf("agenda"), "Event");
    expect(events).toHaveLength(content.events.length);
    const opening = events.find((e) => e.name === "Culto de Abertura do Mês de Missões");
    expect(opening).toMatchObject({
      startDate: "2026-11-01T18:30:00-03:00",
      endDate: "2026-11-01T21:00:00-03:00",
      eventStatus: "https://schema.org/EventScheduled",
    });
    expect(Date.parse(String(opening?.startDate))).toBe(Date.UTC(2026, 10, 1, 21, 30));
    expect(opening?.location).toMatchObject({ name: "Templo sede – Vila Formosa", address: { addressLocality: "São Paulo", postalCode: "03363-000" } });
  });

  it("places an event at a branch or at the address the editor wrote", () => {
    const at = (location: string) => eventPlace(content.site, content.churches, location).address;
    expect(at("Salão social da sede – Vila Formosa")).toMatchObject({ postalCode: "03363-000" });
    expect(at("Monte Calvário Teresina")).toMatchObject({ addressLocality: "Teresina", addressRegion: "PI" });
    expect(at("Parque do Carmo, Av. Afonso de Sampaio e Sousa, São Paulo")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Parque do Carmo, Av. Afonso de Sampaio e Sousa, São Paulo",
      addressCountry: "BR",
    });
  });

  it("gives every post a BlogPosting with its author and date", () => {
    for (const post of content.posts) {
      expect(blogPostingJsonLd(content.site, post)).toMatchObject({
        headline: post.title,
        datePublished: `${post.date}T12:00:00-03:00`,
        author: { "@type": "Person", name: post.author },
        mainEntityOfPage: { "@id": `https://www.montecalvario.org.br/blog/${post.id}` },
      });
    }
  });
});

describe("jsonLdTag", () => {
  it("cannot be closed or commented out by the text it carries", () => {
    const hostile = { name: "</script><script>alert(1)</script><!-- </SCRIPT", note: "a\u2028b" };
    const tag = jsonLdTag(hostile);
    const inner = tag.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(inner).not.toContain("<");
    expect(tag.match(/<\/script/gi)).toHaveLength(1);
    expect(JSON.parse(inner)).toEqual(hostile);
  });
});
