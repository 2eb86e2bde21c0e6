import type { ContentFile, ListedFile } from "./content-kinds";
import { imageAltFindings } from "./image-alt-checks";
import { checkImageSrc, imagesFolder, type ImageIndex } from "./image-index";
import { imageReference } from "./image-references";
import { walkJson } from "./json-pointer";
import { problemAt } from "./json-source";
import { checkHref, type LinkIndex, type RouteTarget } from "./link-checks";
import type { Finding } from "./schema-messages";
import { schemaReferenceFindings } from "./schema-reference-checks";
import { checkCategoryLink, duplicatePageTexts } from "./site-checks";
import { siteFactFindings } from "./site-fact-checks";
import { collectSiteFacts, type SiteFacts } from "./site-facts";

/** The link index plus what only the whole site can tell (categories, titles in use...). */
export interface CheckIndex extends LinkIndex {
  /** Absent only in an index built by hand: the whole-site checks are then skipped. */
  site?: SiteFacts;
}

/** Routes of every listed item with a valid name, and the section ids of those that parsed. */
export function buildLinkIndex(files: ListedFile[], images: ImageIndex, staticFiles: ReadonlySet<string>): CheckIndex {
  const routes = new Map<string, RouteTarget>();
  for (const { kind, name, json } of files) {
    if (!kind.route || (kind.names && !kind.names.pattern.test(name))) continue;
    const sectionIds = json && kind.sectionIds ? new Set(kind.sectionIds(json.value).map(({ id }) => id)) : undefined;
    const route = kind.route(name, json?.value);
    if (route) routes.set(route, { sectionIds });
  }
  return { routes, images, imagesFolder: imagesFolder(), staticFiles, site: collectSiteFacts(files) };
}

/** The second use of an id names the first by its line and pointer, the way the problem itself is located. */
function duplicateSectionIds(file: ContentFile): Finding[] {
  const firstUse = new Map<string, string>();
  const findings: Finding[] = [];
  for (const { id, pointer } of file.kind.sectionIds?.(file.json.value) ?? []) {
    const first = firstUse.get(id);
    if (first === undefined) firstUse.set(id, pointer);
    else {
      const { line } = problemAt(file.json, first, "value", "");
      const message = `id de seção "${id}" repetido: ele já é usado na linha ${line} (${first}). Cada id só pode aparecer uma vez por página: troque um dos dois`;
      findings.push({ pointer, anchor: "value", message });
    }
  }
  return findings;
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
    if (key === "href") message = checkHref(value, route, index) ?? (site && checkCategoryLink(value, site));
    // Other src shapes are left to the schema's pattern, which explains the /images/ rule.
    else if (key === "src" && imageReference(key, value)) message = checkImageSrc(value, index.images);
    if (message) findings.push({ pointer, anchor: "value", message });
  });
  const siteWide = site ? duplicatePageTexts(file, site) : [];
  return [
    ...schemaReferenceFindings(file),
    ...findings,
    ...duplicateSectionIds(file),
    ...imageAltFindings(file.json.value),
    ...siteFactFindings(file, site),
    ...siteWide,
  ];
}
