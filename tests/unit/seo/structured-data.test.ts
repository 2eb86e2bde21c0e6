import { beforeAll, describe, expect, it } from "vitest";
import { jsonLdTag } from "../../../src/build/head-tags";
import { churchHead, eventHead, pageContext, pageJsonLd } from "../../../src/build/page-heads";
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
/** Each event's page's JSON-LD, as the build writes it (eventHead), by the event's file name. */
const eventJsonLdBySlug = new Map<string, unknown[]>();

beforeAll(async () => {
  content = await loadFixtureSite();
  for (const p of content.pages) jsonLdBySlug.set(p.slug, await jsonLdOf(p));
  const shareImage = async (image: { src: string; alt: string }) => ({ ...image, width: 1200, height: 630 });
  for (const event of content.events) eventJsonLdBySlug.set(event.slug, (await eventHead(event, content, shareImage)).jsonLd ?? []);
});

describe("JSON-LD of the fixture site", () => {
  it("meets Google's required and recommended properties on every page, church and post", () => {
    const all = [
      ...content.pages.flatMap((p) => pageJsonLdOf(p.slug).map((node) => [p.route, node] as const)),
      ...content.churches.map((church) => [`/nossas-igrejas/${church.slug}`, churchJsonLd(content.site, church)] as const),
      ...content.posts.map((post) => [`/blog/${post.id}`, blogPostingJsonLd(content.site, post)] as const),
      ...content.events.flatMap((event) => (eventJsonLdBySlug.get(event.slug) ?? []).map((node) => [`/agenda/${event.slug}`, node] as const)),
    ];
    const problems = all.flatMap(([route, node]) => richResultProblems(node).map((problem) => `${route}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it("puts the Organization and the WebSite on the home page only", () => {
    const types = (slug: string) => pageJsonLdOf(slug).map((node) => (node as { "@type": string })["@type"]);
    expect(types("inicio")).toEqual(["Organization", "WebSite"]);
    // Elsewhere only what the page's blocks show: events, videos, never the church's own entities.
    const churchOwn = new Set([`${content.site.url}/#organizacao`, `${content.site.url}/#site`]);
    for (const other of content.pages.filter((p) => p.slug !== "inicio")) {
      const ids = pageJsonLdOf(other.slug).map((node) => (node as { "@id"?: string })["@id"]);
      expect(
        ids.filter((id) => id !== undefined && churchOwn.has(id)),
        other.slug,
      ).toEqual([]);
    }
    // The agenda too: each event's Event is on the event's own page.
    for (const quiet of content.pages.filter((p) => !p.page.sections.some((s) => s.type === "video-list")))
      if (quiet.slug !== "inicio") expect(types(quiet.slug), quiet.slug).toEqual([]);
  });

  it("gives each church, the sede too, a Church on its own page: address, position, phone and its own service times", async () => {
    const sede = content.churches.find((church) => church.headquarters);
    if (!sede) throw new Error("the fixture has no sede");
    const head = await churchHead(sede, content, async (image) => ({ ...image, width: 1200, height: 630 }));
    expect(head.route).toBe(`/nossas-igrejas/${sede.slug}`);
    const [church] = ofType(head.jsonLd ?? [], "Church");
    expect(church).toMatchObject({
      "@id": `https://www.montecalvario.org.br/nossas-igrejas/${sede.slug}#igreja`,
      name: sede.name,
      url: `https://www.montecalvario.org.br/nossas-igrejas/${sede.slug}`,
      telephone: "+5511973524180",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Rua das Oliveiras, 320 – Vila Formosa",
        addressLocality: "São Paulo",
        addressRegion: "SP",
        postalCode: "03363-000",
        addressCountry: "BR",
      },
      geo: { "@type": "GeoCoordinates", latitude: sede.address.geo.latitude, longitude: sede.address.geo.longitude },
      parentOrganization: { "@id": "https://www.montecalvario.org.br/#organizacao" },
    });
    const hours = (church?.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[]).map((h) => [
      h.dayOfWeek.replace("https://schema.org/", ""),
      h.opens,
      h.closes,
    ]);
    // The prayer service lasts 90 minutes; the others, saying nothing, two hours.
    expect(hours).toEqual([
      ["Wednesday", "19:30", "21:00"],
      ["Friday", "19:30", "21:30"],
      ["Sunday", "18:30", "20:30"],
    ]);
    const ids = content.churches.map((each) => churchJsonLd(content.site, each)["@id"]);
    expect(new Set(ids).size).toBe(content.churches.length);
  });

  it("follows the church's file, not constants: another service time shows up, past midnight too", () => {
    const sede = content.churches[0];
    if (!sede) throw new Error("the fixture has no church");
    const vigil = { ...sede, serviceTimes: [{ day: "sabado" as const, time: "22:00", name: "Vigília", duration: 240 }] };
    expect(churchJsonLd(content.site, vigil).openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "22:00", closes: "02:00", description: "Vigília" },
    ]);
  });

  it("gives the organisation the social profiles of site.json, and the sede as its place", () => {
    const sede = content.churches.find((church) => church.headquarters);
    const organization = organizationJsonLd(content.site, sede);
    expect(organization.sameAs).toEqual(content.site.social.map((profile) => profile.url));
    expect(organization.location).toEqual({ "@id": `https://www.montecalvario.org.br/nossas-igrejas/${sede?.slug}#igreja` });
  });

  it("gives each event's page one Event, at that page's address, in São Paulo time", () => {
    expect(content.events.length).toBeGreaterThan(0);
    for (const event of content.events) {
      const nodes = eventJsonLdBySlug.get(event.slug) ?? [];
      expect(nodes, event.slug).toHaveLength(1);
      expect(nodes[0], event.slug).toMatchObject({ "@type": "Event", name: event.title, url: `${content.site.url}/agenda/${event.slug}` });
    }
    const events = content.events.flatMap((event) => ofType(eventJsonLdBySlug.get(event.slug) ?? [], "Event"));
    const opening = events.find((e) => e.name === "Culto de Abertura do Mês de Missões");
    expect(opening).toMatchObject({
      startDate: "2026-11-01T18:30:00-03:00",
      endDate: "2026-11-01T21:00:00-03:00",
      eventStatus: "https://schema.org/EventScheduled",
    });
    expect(Date.parse(String(opening?.startDate))).toBe(Date.UTC(2026, 10, 1, 21, 30));
    expect(opening?.location).toMatchObject({ name: "Templo sede – Vila Formosa", address: { addressLocality: "São Paulo", postalCode: "03363-000" } });
  });

  it("places an event at the church it names, at a church its place names, or at the address the editor wrote", () => {
    const at = (location: string, church?: string) => eventPlace({ location, ...(church ? { church } : {}) }, content.churches).address;
    expect(at("Salão de festas", "teresina")).toMatchObject({ addressLocality: "Teresina", addressRegion: "PI" });
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
