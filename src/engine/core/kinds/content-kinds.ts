import type { Page, Site } from "../../../types/generated/content";
import { churchRoute } from "../../../lib/churches";
import { eventRoute } from "../../../lib/calendar";
import { EVENTS_FOLDER } from "../../../lib/due-time.mjs";
import { collectionKind } from "./collection-kinds";
import { POSTS_KIND } from "./posts-kind";
import { SERMONS_KIND, seriesRoute } from "./sermons-kind";
import type { ContentKind, SectionAnchor } from "./content-kind";
import type { LoadedPage } from "./types";

const HOME = "inicio";

export function pageRoute(slug: string): string {
  return slug === HOME ? "/" : `/${slug}`;
}

function pageSectionIds(value: unknown): SectionAnchor[] {
  const sections = (value as { sections?: unknown }).sections;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: unknown, index) => {
    const { id, publishAt } = (section ?? {}) as { id?: unknown; publishAt?: unknown };
    if (typeof id !== "string") return [];
    return [{ id, pointer: `/sections/${index}/id`, ...(typeof publishAt === "string" ? { publishAt } : {}) }];
  });
}

function byHomeThenName(a: LoadedPage, b: LoadedPage): number {
  if (a.slug === HOME || b.slug === HOME) return a.slug === HOME ? -1 : 1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

export const CONTENT_KINDS: readonly ContentKind[] = [
  {
    location: { file: "site.json" },
    schema: "site.schema.json",
    label: { one: "site", many: "sites", feminine: false },
    collect: (files, content) => {
      content.site = files[0]?.json.value as Site;
    },
    count: () => 1,
  },
  {
    location: { folder: "pages" },
    schema: "page.schema.json",
    label: { one: "página", many: "páginas", feminine: true },
    names: {
      pattern: /^([a-z0-9]+(-[a-z0-9]+)*)$/,
      hint: 'use só letras minúsculas sem acento, números e hífens (ex.: "nossas-igrejas.json"); o nome do arquivo vira o endereço da página',
      required: { [HOME]: "a página inicial (/)", "404": 'a página de "não encontrada" (404)' },
      // Folders the build writes at the site's root: a page there would fight them for the address.
      reserved: {
        admin: "o editor do site (/admin)",
        assets: "os arquivos do próprio site, como os scripts (/assets)",
        data: "as listas de artigos que o blog carrega (/data)",
        images: "as imagens (/images)",
      },
    },
    route: pageRoute,
    sectionIds: pageSectionIds,
    collect: (files, content) => {
      content.pages = files.map(({ name, json }) => ({ slug: name, route: pageRoute(name), file: json.file, page: json.value as Page })).sort(byHomeThenName);
    },
    count: (content) => content.pages.length,
  },
  collectionKind("ministries", "ministry.schema.json", { one: "ministério", many: "ministérios", feminine: false }, (m) => m.name),
  // Each church is a page of its own (prerender.ts).
  { ...collectionKind("churches", "church.schema.json", { one: "igreja", many: "igrejas", feminine: true }, (c) => c.name), route: churchRoute },
  // So is each event, beside its .ics (prerender.ts): a link to it is checked like a link to a page.
  collectionKind(EVENTS_FOLDER, "event.schema.json", { one: "evento", many: "eventos", feminine: false }, (e) => `${e.date} ${e.startTime}`, eventRoute),
  POSTS_KIND,
  collectionKind("testimonies", "testimony.schema.json", { one: "testemunho", many: "testemunhos", feminine: false }, (t) => t.author),
  // Entries other files choose by file name (a sermon's preacher): written once, never retyped.
  collectionKind("people", "person.schema.json", { one: "pessoa", many: "pessoas", feminine: true }, (p) => p.name),
  collectionKind("series", "series.schema.json", { one: "série", many: "séries", feminine: true }, (s) => s.name, seriesRoute),
  SERMONS_KIND,
];
