import type { ContentFile } from "../kinds/content-kind";
import { imageAltFindings } from "./image-alt-checks";
import type { ContentListing } from "../kinds/list-content";
import { checkImageSrc } from "./image-names";
import { imageReference } from "./image-references";
import { walkJson } from "../read/json-pointer";
import { checkHref, type LinkIndex, type RouteTarget } from "./link-checks";
import type { Finding } from "../schemas/schema-messages";
import { schemaReferenceFindings } from "../schemas/schema-reference-checks";
import { checkCategoryLink, duplicatePageTexts } from "./site-checks";
import { siteFactFindings } from "./site-fact-checks";
import { SCHEDULE_KEY, checkPublishAt, shownFrom } from "./scheduled-entries";
import { collectSiteFacts, type SiteFacts } from "./site-facts";
import type { SchemaIndex } from "../schemas/schema-index";
import { collectValueOwners, repeatedAcrossFiles } from "../schemas/unique-values";
import { themeContrastFindings } from "./theme-contrast";
import { headquartersFindings, liveChannelFindings } from "./church-checks";
import { collectEntryNames, entryReferenceFindings, entryReferences, type EntryNames, type EntryReference } from "./entry-references";
import { eventTypeContrastFindings } from "./event-type-contrast";
import { siteChoiceFindings } from "./site-choices";
import { featuredPostFindings } from "../posts/featured-post";
import { eventDateFindings } from "./event-dates";

/** The link index plus what only the whole site can tell (categories, titles in use...). */
export interface CheckIndex extends LinkIndex {
  /** Absent only in an index built by hand: the whole-site checks are then skipped. */
  site?: SiteFacts;
  /** The entries other files choose by file name, and which fields of each schema name one (entry-references.ts). */
  entries?: { names: EntryNames; fields: ReadonlyMap<string, EntryReference[]>; folder: string };
}

/**
 * Routes of every listed item with a valid name, and the section ids of those that parsed, with their "Publicar em"
 * (`now`: the instant the content is checked for, CheckOptions.now, which makes links to what is not out yet a problem).
 */
export function buildLinkIndex({ files, images, staticFiles, folder }: ContentListing, schemas: SchemaIndex, now?: Date): CheckIndex {
  const routes = new Map<string, RouteTarget>();
  for (const { kind, name, json } of files) {
    if (!kind.route || (kind.names && !kind.names.pattern.test(name))) continue;
    const anchors = json && kind.sectionIds ? kind.sectionIds(json.value) : undefined;
    const sectionIds = anchors ? new Set(anchors.map(({ id }) => id)) : undefined;
    const sectionPublishAt = new Map(anchors?.flatMap(({ id, publishAt }) => (publishAt ? [[id, publishAt] as const] : [])));
    const publishAt = (json?.value as { publishAt?: unknown } | undefined)?.publishAt;
    const route = kind.route(name, json?.value);
    if (route) routes.set(route, { sectionIds, sectionPublishAt, ...(typeof publishAt === "string" ? { publishAt } : {}) });
  }
  const fields = new Map([...new Set(files.map((file) => file.kind.schema))].map((schema) => [schema, entryReferences(schemas, schema)]));
  return {
    ...(now ? { now: now.getTime() } : {}),
    entries: { names: collectEntryNames(files), fields, folder },
    routes,
    images,
    imagesFolder: `${folder}/images`,
    staticFiles,
    site: collectSiteFacts(
      files,
      collectValueOwners(files, (schemaFile) => schemas.file(schemaFile)),
      (schemaFile) => schemas.file(schemaFile),
    ),
  };
}

/**
 * What JSON Schema cannot express, checked by walking the parsed JSON (not per block type), so a
 * new block or collection gets link and image checks for free: every `href`, every image `src` and `alt`.
 */
export function crossCheckFile(file: ContentFile, index: CheckIndex): Finding[] {
  const route = file.kind.route?.(file.name, file.json.value);
  const { site } = index;
  const findings: Finding[] = [];
  walkJson(file.json.value, (key, value, pointer) => {
    if (typeof value !== "string") return;
    let message: string | undefined;
    if (key === "href") message = checkHref(value, route, index, shownFrom(file.json.value, pointer)) ?? (site && checkCategoryLink(value, site));
    else if (key === SCHEDULE_KEY) message = checkPublishAt(value);
    // Other src shapes are left to the schema's pattern, which explains the /images/ rule.
    else if (key === "src" && imageReference(key, value)) message = checkImageSrc(value, index.images, index.imagesFolder);
    if (message) findings.push({ pointer, anchor: "value", message });
  });
  const siteWide = site
    ? [
        ...duplicatePageTexts(file, site),
        ...repeatedAcrossFiles(file, site.valueOwners).map((found) => ({ ...found, anchor: "value" as const })),
        ...headquartersFindings(file, site),
        ...liveChannelFindings(file, site),
        ...siteChoiceFindings(file, site.siteChoices.get(file.kind.schema) ?? [], site.siteJson),
      ]
    : [];
  const siteJson = file.json.value as { theme?: unknown; eventTypes?: unknown };
  const contrast = file.kind.schema === "site.schema.json" ? [...themeContrastFindings(siteJson.theme), ...eventTypeContrastFindings(siteJson.eventTypes)] : [];
  const { entries } = index;
  const chosen = entries ? entryReferenceFindings(file.json.value, entries.fields.get(file.kind.schema) ?? [], entries.names, entries.folder) : [];
  return [
    ...schemaReferenceFindings(file),
    ...findings,
    ...chosen,
    ...imageAltFindings(file.json.value),
    ...siteFactFindings(file, site),
    ...featuredPostFindings(file, site),
    ...eventDateFindings(file),
    ...siteWide,
    ...contrast,
  ];
}
