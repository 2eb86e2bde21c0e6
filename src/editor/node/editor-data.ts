import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Site } from "../../types/generated/content";
import { svgDataUri } from "../../lib/svg-data-uri";
import { isScheduled } from "../../lib/publish-at";
import { siteChoiceKey, type ContentSources, type EditorData } from "../shared/editor-data";
import { contentFolder } from "../../engine/node/content-folder";
import { factValues, mainServices } from "../../engine/core/facts/fact-placeholders";
import { formatProblem } from "../../engine/core/format/format-problem";
import type { SiteContent } from "../../engine/core/kinds/types";
import type { ContentListing } from "../../engine/core/kinds/list-content";
import { measureImage } from "../../engine/node/image-variants-build";
import { loadSiteContent } from "../../engine/node/load-content";
import { buildLinkIndex } from "../../engine/core/rules/cross-checks";
import { publishedImages } from "../../engine/core/rules/image-references";
import { choicesIn } from "../../engine/core/rules/site-choices";
import { readContentEntries, readContentListing } from "../../engine/node/read-content";
import { galleryData } from "../../build/payloads/gallery-data";
import { loadSchemaSet } from "../../engine/node/schema-registry";

type Routes = EditorData["routes"];

/** The previews' data of checked content: site.json, the collections and pictures blocks read, the facts' values. */
async function previewData(root: string, content: SiteContent): Promise<Pick<EditorData, "site" | "preview" | "facts">> {
  // The originals, as npm run dev serves them: the editor's previews do not need the resized copies.
  const describe = async (src: string) => ({ ...(await measureImage(join(root, contentFolder(root), src))), widths: [] as number[] });
  const facts = factValues(mainServices(content.churches), {
    ministries: content.ministries.length,
    churches: content.churches.length,
    testimonies: content.testimonies.length,
    events: content.events.length,
  });
  return { facts, site: content.site, preview: await galleryData(content, describe) };
}

/** The lists of site.json that fields choose from (an event's type), read even while some file fails the check. */
async function siteChoices(root: string, listing: ContentListing): Promise<EditorData["choices"]> {
  const index = buildLinkIndex(listing, (await loadSchemaSet(root)).index);
  return Object.fromEntries(
    [...(index.site?.siteChoices.values() ?? [])]
      .flat()
      .map(({ choice }) => [siteChoiceKey(choice.list, choice.field), choicesIn(index.site?.siteJson, choice)]),
  );
}

/**
 * Each route links may point to, with its page's section ids, as the check's link index has them: known even while
 * some file fails the check. With `now`, only what is published then: no post or section still waiting for its
 * "Publicar em".
 */
async function linkRoutes(root: string, listing: ContentListing, now?: Date): Promise<Routes> {
  const index = buildLinkIndex(listing, (await loadSchemaSet(root)).index, now);
  const shown = (publishAt: string | undefined) => !now || !isScheduled(publishAt, now);
  return Object.fromEntries(
    [...index.routes]
      .filter(([, target]) => shown(target.publishAt))
      .map(([route, target]) => [route, target.sectionIds ? [...target.sectionIds].filter((id) => shown(target.sectionPublishAt?.get(id))) : null]),
  );
}

/**
 * /admin/editor-data.json for `npm run editor`, from the content as it is on disk: the previews' data and the link
 * field's addresses and the lists fields choose from, scheduled entries included (the local editor is not public).
 * Content that fails `npm run check` still gives the addresses and the lists (the editor is how it gets fixed),
 * without the previews.
 */
export async function editorData(root: string): Promise<EditorData> {
  const listing = await readContentListing(root);
  const images = [...listing.images.files].sort();
  const base = {
    images,
    routes: await linkRoutes(root, listing),
    choices: await siteChoices(root, listing),
    drawings: await drawings(root, images),
    approver: approverOf(listing),
  };
  const loaded = await loadSiteContent(root);
  if (!loaded.ok) return { ...base, facts: {}, problems: loaded.problems.map(formatProblem) };
  return { ...base, ...(await previewData(root, loaded.content)), problems: [] };
}

/**
 * /admin/editor-data.json as a build with a connected editor publishes it: made from exactly what that build
 * publishes at its instant (`now`), like every other file of the site, so nothing scheduled for later or already
 * over is in it: the pictures the site shows, the routes it answers, the collections its pages list.
 */
export async function publishedEditorData(root: string, now: Date): Promise<EditorData> {
  const [listing, loaded] = await Promise.all([readContentListing(root), loadSiteContent(root, { now })]);
  if (!loaded.ok) throw new Error(`o conteúdo não passa na verificação:\n${loaded.problems.map(formatProblem).join("\n")}`);
  const mark = loaded.content.site.theme.mark.src;
  const images = [...publishedImages(loaded.content, listing.images), ...(mark.endsWith(".svg") ? [mark] : [])].sort();
  // Who approves (a person's WhatsApp) is not in it: the engine's content leaves it out, and the hosted editor reads it
  // from site.json through GitHub, signed in (src/editor/app/entry-checks.ts).
  return {
    images,
    routes: await linkRoutes(root, listing, now),
    choices: await siteChoices(root, listing),
    drawings: await drawings(root, images),
    ...(await previewData(root, loaded.content)),
    problems: [],
  };
}

/** Who approves, as site.json writes it (`npm run editor` only: the local editor is not public). */
function approverOf(listing: ContentListing): Site["approver"] {
  const site = listing.files.find((file) => file.kind.schema === "site.schema.json")?.json?.value as Partial<Site> | undefined;
  return site?.approver;
}

/** The SVG drawings among `images`, as data: URIs (a drawing that cannot be read is left to the check to name). */
async function drawings(root: string, images: string[]): Promise<Record<string, string>> {
  const folder = join(root, contentFolder(root));
  const read = await Promise.all(
    images
      .filter((src) => src.endsWith(".svg"))
      .map(async (src) => [src, await readFile(join(folder, src), "utf8").then(svgDataUri, () => undefined)] as const),
  );
  return Object.fromEntries(read.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}

/** /admin/content-sources.json, answered only by `npm run editor`: the content folder as the check reads it. */
export async function contentSources(root: string): Promise<ContentSources> {
  const folder = contentFolder(root);
  return { folder, entries: await readContentEntries(root, folder) };
}
