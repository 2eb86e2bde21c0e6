import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { svgDataUri } from "../../lib/svg-data-uri";
import type { ContentSources, EditorData } from "../shared/editor-data";
import { contentFolder } from "../../engine/node/content-folder";
import { factValues, mainServices } from "../../engine/core/facts/fact-placeholders";
import { formatProblem } from "../../engine/core/format/format-problem";
import { measureImage } from "../../engine/node/image-variants-build";
import { loadSiteContent } from "../../engine/node/load-content";
import { buildLinkIndex } from "../../engine/core/rules/cross-checks";
import { readContentEntries, readContentListing } from "../../engine/node/read-content";
import { galleryData } from "../../build/payloads/gallery-data";
import { loadSchemaSet } from "../../engine/node/schema-registry";

/**
 * /admin/editor-data.json from the content as it is on disk: the previews' data and the link field's
 * addresses. Content that fails `npm run check` still gives the addresses (the editor is how it gets
 * fixed), without the previews.
 */
export async function editorData(root: string): Promise<EditorData> {
  const [listing, schemas] = await Promise.all([readContentListing(root), loadSchemaSet(root)]);
  // Routes as the check's link index has them: known even while some file fails the check.
  const index = buildLinkIndex(listing, schemas.index);
  const routes = Object.fromEntries([...index.routes].map(([route, target]) => [route, target.sectionIds ? [...target.sectionIds] : null]));
  const images = [...listing.images.files].sort();
  const base = { images, routes, drawings: await drawings(root, images) };
  const loaded = await loadSiteContent(root);
  if (!loaded.ok) return { ...base, facts: {}, problems: loaded.problems.map(formatProblem) };
  const { content } = loaded;
  // The originals, as npm run dev serves them: the editor's previews do not need the resized copies.
  const describe = async (src: string) => ({ ...(await measureImage(join(root, contentFolder(root), src))), widths: [] as number[] });
  const facts = factValues(mainServices(content.churches), {
    ministries: content.ministries.length,
    churches: content.churches.length,
    testimonies: content.testimonies.length,
    events: content.events.length,
  });
  return { ...base, facts, site: content.site, preview: await galleryData(content, describe), problems: [] };
}

/** The SVG drawings of the images folder, as data: URIs (a drawing that cannot be read is left to the check to name). */
async function drawings(root: string, images: string[]): Promise<Record<string, string>> {
  const folder = join(root, contentFolder(root));
  const read = await Promise.all(
    images
      .filter((src) => src.endsWith(".svg"))
      .map(async (src) => [src, await readFile(join(folder, src), "utf8").then(svgDataUri, () => undefined)] as const),
  );
  return Object.fromEntries(read.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}

/** /admin/content-sources.json: the content folder as the check reads it, for the check before saving. */
export async function contentSources(root: string): Promise<ContentSources> {
  const folder = contentFolder(root);
  return { folder, entries: await readContentEntries(root, folder) };
}
