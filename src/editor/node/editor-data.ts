import { join } from "node:path";
import type { EditorData } from "../shared/editor-data";
import { contentFolder } from "../../engine/node/content-folder";
import { factValues } from "../../engine/core/facts/fact-placeholders";
import { formatProblem } from "../../engine/core/format/format-problem";
import { measureImage } from "../../engine/node/image-variants-build";
import { loadSiteContent } from "../../engine/node/load-content";
import { POSTS_KIND } from "../../engine/core/kinds/posts-kind";
import { buildLinkIndex } from "../../engine/core/rules/cross-checks";
import { readContentListing } from "../../engine/node/read-content";
import { galleryData } from "../../build/payloads/gallery-data";
import { loadSchemaSet } from "../../engine/node/schema-registry";

/**
 * /admin/editor-data.json from the content as it is on disk: the previews' data and the lists the
 * check before saving compares links and pictures against. Content that fails `npm run check` still
 * gives the lists (the editor is how it gets fixed), without the previews.
 */
export async function editorData(root: string): Promise<EditorData> {
  const [listing, schemas] = await Promise.all([readContentListing(root), loadSchemaSet(root)]);
  const base = { images: [...listing.images.files].sort(), staticFiles: [...listing.staticFiles].sort(), imagesFolder: `${listing.folder}/images` };
  // Routes and post numbers from the files as listed, as the check's link index has them: they are
  // known even while some file fails the check (the editor is how it gets fixed).
  const index = buildLinkIndex(listing, schemas.index);
  const routes = Object.fromEntries([...index.routes].map(([route, target]) => [route, target.sectionIds ? [...target.sectionIds] : null]));
  const posts = Object.fromEntries(
    listing.files.flatMap(({ kind, name, json }) => {
      const id = (json?.value as { id?: unknown } | undefined)?.id;
      return kind === POSTS_KIND && typeof id === "number" ? [[String(id), name]] : [];
    }),
  );
  const htmlBodies = [...listing.htmlBodies.keys()].map((path) => (path.split("/").at(-1) ?? "").replace(/\.html$/i, ""));
  const loaded = await loadSiteContent(root);
  if (!loaded.ok) return { ...base, routes, posts, htmlBodies, facts: {}, problems: loaded.problems.map(formatProblem) };
  const { content } = loaded;
  // The originals, as npm run dev serves them: the editor's previews do not need the resized copies.
  const describe = async (src: string) => ({ ...(await measureImage(join(root, contentFolder(root), src))), widths: [] as number[] });
  const facts = factValues(content.site, {
    ministries: content.ministries.length,
    churches: content.churches.length,
    testimonies: content.testimonies.length,
    events: content.events.length,
  });
  return { ...base, facts, site: content.site, preview: await galleryData(content, describe), routes, posts, htmlBodies, problems: [] };
}
