import type { Page, Site } from "../../../types/generated/content";
import { collectionKind } from "./collection-kinds";
import { POSTS_KIND } from "./posts-kind";
import type { ParsedJson } from "../read/json-source";
import type { LoadedPage, SiteContent } from "./types";

/** A content file as listed; `json` is missing when it failed to parse (a page still exists as a route). */
export interface ListedFile {
  kind: ContentKind;
  /** File name without ".json" ("inicio", "404", "site"). */
  name: string;
  /** Project-relative path with forward slashes. */
  file: string;
  json?: ParsedJson;
}

/** A content file that parsed; what the cross-checks and the collectors read. */
export interface ContentFile extends ListedFile {
  json: ParsedJson;
}

/** An `id` a link fragment can target ("/contato#visite"), with where it is written. */
export interface SectionAnchor {
  id: string;
  pointer: string;
}

/**
 * One row per kind of content file. Adding a collection (posts, ministries...) means adding a row
 * here and a field to SiteContent; parsing, validation, cross-checks and reporting follow from it.
 */
export interface ContentKind {
  /** A single file, or a folder where each *.json file is one item. Paths relative to the content folder (content-folder.ts). */
  location: { file: string } | { folder: string };
  /** Path under schemas/. */
  schema: string;
  /** For the summary line ("2 páginas verificadas"). */
  label: { one: string; many: string; feminine: boolean };
  /** Folder kinds: which file names are allowed and which must exist (name → what it is, for the message). */
  names?: { pattern: RegExp; hint: string; required: Readonly<Record<string, string>> };
  /** Other files that live beside the items (e.g. a post's .html body), so they are not reported as ignored. */
  companions?: RegExp;
  /** The site path an item is served at, which internal links may point to. */
  route?: (name: string, value?: unknown) => string | undefined;
  /** Ids that link fragments can target; they must be unique within the file. */
  sectionIds?: (value: unknown) => SectionAnchor[];
  /** Puts the validated files into the content object. */
  collect: (files: ContentFile[], content: Partial<SiteContent>) => void;
  count: (content: SiteContent) => number;
}

const HOME = "inicio";

export function pageRoute(slug: string): string {
  return slug === HOME ? "/" : `/${slug}`;
}

function pageSectionIds(value: unknown): SectionAnchor[] {
  const sections = (value as { sections?: unknown }).sections;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: unknown, index) => {
    const id = (section as { id?: unknown } | null)?.id;
    return typeof id === "string" ? [{ id, pointer: `/sections/${index}/id` }] : [];
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
    },
    route: pageRoute,
    sectionIds: pageSectionIds,
    collect: (files, content) => {
      content.pages = files.map(({ name, json }) => ({ slug: name, route: pageRoute(name), file: json.file, page: json.value as Page })).sort(byHomeThenName);
    },
    count: (content) => content.pages.length,
  },
  collectionKind("ministries", "ministry.schema.json", { one: "ministério", many: "ministérios", feminine: false }, (m) => m.name),
  collectionKind("churches", "church.schema.json", { one: "igreja", many: "igrejas", feminine: true }, (c) => c.name),
  collectionKind("events", "event.schema.json", { one: "evento", many: "eventos", feminine: false }, (e) => `${e.date} ${e.startTime}`),
  POSTS_KIND,
  collectionKind("testimonies", "testimony.schema.json", { one: "testemunho", many: "testemunhos", feminine: false }, (t) => t.author),
];
