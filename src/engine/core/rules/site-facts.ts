import type { ListedFile } from "../kinds/content-kind";
import { normaliseText, type SchemaFileReader, type ValueOwners } from "../schemas/unique-values";
import { siteChoicesOf, type SiteChoice } from "./site-choices";

const PAGE_SCHEMA = "page.schema.json";
const POST_SCHEMA = "content/post.schema.json";
const SITE_SCHEMA = "site.schema.json";
const CHURCH_SCHEMA = "content/church.schema.json";

/** A page file with a valid name, so a route: one with a refused name already has its own problem. */
export function isRoutedPage({ kind, name }: Pick<ListedFile, "kind" | "name">): boolean {
  return kind.schema === PAGE_SCHEMA && (!kind.names || kind.names.pattern.test(name));
}

/** What only the whole site can tell, gathered once per load for the cross-checks of every file. */
export interface SiteFacts {
  /** Every post category as written in the post files ("Palavra do Mês"). */
  postCategories: ReadonlySet<string>;
  /** Routes of the pages that show the blog list (a "post-list" block), where ?category= filters. */
  postListRoutes: ReadonlySet<string>;
  /** Normalised title → the page and post files whose browser tab shows it, in name order. */
  titleOwners: ReadonlyMap<string, readonly string[]>;
  /** Normalised page description → the page files that use it. */
  descriptionOwners: ReadonlyMap<string, readonly string[]>;
  /** Days the sede has a regular service on ("quarta"): {culto-quarta} has something to show outside a church's own file. */
  serviceDays: ReadonlySet<string>;
  /** Each post's number (its address, /blog/9) with its title, newest first: what site.json's "featuredPost" may choose. */
  posts: readonly { id: number; title: string; date: string }[];
  /** The church files marked "headquarters": true (the check wants exactly one). */
  headquarters: readonly string[];
  /** How many church files there are. */
  churches: number;
  /** site.json's YouTube channel, which a church without its own streams on. */
  siteYoutube?: string;
  /** Which files use each value a collection declares unique across its files (unique-values.ts). */
  valueOwners: ValueOwners;
  /** site.json as parsed (undefined without one): the lists values are chosen from (site-choices.ts). */
  siteJson: unknown;
  /** By schema file, its properties chosen from a site.json list (`chosenFrom`). */
  siteChoices: ReadonlyMap<string, readonly { property: string; choice: SiteChoice }[]>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function hasPostList(page: Record<string, unknown>): boolean {
  return Array.isArray(page.sections) && page.sections.some((section) => isObject(section) && section.type === "post-list");
}

function remember(map: Map<string, string[]>, text: unknown, file: string): void {
  if (typeof text !== "string") return;
  const key = normaliseText(text);
  if (!key) return;
  // Added to in place: a title a thousand files repeat must not copy its list a thousand times.
  const files = map.get(key);
  if (files) files.push(file);
  else map.set(key, [file]);
}

/** Files are listed in name order, so "the first page" is stable from one run to the next. */
export function collectSiteFacts(files: readonly ListedFile[], valueOwners: ValueOwners, schemaFile: SchemaFileReader): SiteFacts {
  const postCategories = new Set<string>();
  const postListRoutes = new Set<string>();
  const titleOwners = new Map<string, string[]>();
  const descriptionOwners = new Map<string, string[]>();
  const posts: { id: number; title: string; date: string }[] = [];
  const headquarters: string[] = [];
  let serviceDays: ReadonlySet<string> = new Set<string>();
  let churches = 0;
  let siteYoutube: string | undefined;
  const siteChoices = new Map<string, { property: string; choice: SiteChoice }[]>();
  let siteJson: unknown;
  for (const { kind, name, file, json } of files) {
    if (!siteChoices.has(kind.schema)) siteChoices.set(kind.schema, siteChoicesOf(schemaFile(kind.schema)));
    if (!json || !isObject(json.value)) continue;
    const value = json.value;
    if (kind.schema === CHURCH_SCHEMA) {
      churches += 1;
      if (value.headquarters === true) {
        headquarters.push(file);
        serviceDays = serviceDaysOf(value);
      }
    }
    if (kind.schema === SITE_SCHEMA) siteJson = value;
    if (kind.schema === SITE_SCHEMA && Array.isArray(value.social)) {
      const youtube = value.social.find((profile) => isObject(profile) && profile.network === "youtube");
      if (isObject(youtube) && typeof youtube.url === "string") siteYoutube = youtube.url;
    }
    if (kind.schema === POST_SCHEMA) {
      if (typeof value.category === "string") postCategories.add(value.category);
      if (typeof value.id === "number") posts.push({ id: value.id, title: String(value.title ?? ""), date: String(value.date ?? "") });
      remember(titleOwners, value.title, file);
    }
    if (!isRoutedPage({ kind, name })) continue;
    const route = kind.route?.(name, value);
    if (route && hasPostList(value)) postListRoutes.add(route);
    remember(titleOwners, value.title, file);
    remember(descriptionOwners, value.description, file);
  }
  // The order the blog lists them in (post-bodies.ts): newest date first, then the higher number.
  posts.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return {
    postCategories,
    postListRoutes,
    titleOwners,
    descriptionOwners,
    serviceDays,
    posts,
    headquarters,
    churches,
    ...(siteYoutube ? { siteYoutube } : {}),
    valueOwners,
    siteJson,
    siteChoices,
  };
}

/** The days a church has a regular service on: what its {culto-<dia>} placeholders can show. */
export function serviceDaysOf(church: unknown): ReadonlySet<string> {
  const services = isObject(church) && Array.isArray(church.serviceTimes) ? church.serviceTimes : [];
  return new Set(services.flatMap((service) => (isObject(service) && typeof service.day === "string" ? [service.day] : [])));
}
