import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { EditorData } from "../app/editor-data";
import { contentFolder, contentPath } from "../../engine/node/content-folder";
import { factValues } from "../../engine/core/facts/fact-placeholders";
import { formatProblem } from "../../engine/core/format/format-problem";
import { indexImages, imagesFolder, listSitePaths } from "../../engine/node/image-index";
import { measureImage } from "../../engine/node/image-variants-build";
import { loadSiteContent } from "../../engine/node/load-content";
import { POSTS_KIND } from "../../engine/node/posts";
import { CONTENT_KINDS } from "../../engine/core/kinds/content-kinds";
import { buildLinkIndex } from "../../engine/core/rules/cross-checks";
import { listKind } from "../../engine/node/list-content";
import { galleryData } from "../../build/payloads/gallery-data";
import { loadSchemaSet } from "../../engine/node/schema-registry";

/**
 * /admin/editor-data.json from the content as it is on disk: the previews' data and the lists the
 * check before saving compares links and pictures against. Content that fails `npm run check` still
 * gives the lists (the editor is how it gets fixed), without the previews.
 */
export async function editorData(root: string): Promise<EditorData> {
  const images = await indexImages(root);
  const staticFiles = await listSitePaths(root, contentPath("static", root), "/");
  const base = { images: [...images.files].sort(), staticFiles: [...staticFiles].sort(), imagesFolder: imagesFolder(root) };
  // Routes and post numbers from the files as listed, as the check's link index has them: they are
  // known even while some file fails the check (the editor is how it gets fixed).
  const listed = (await Promise.all(CONTENT_KINDS.map((kind) => listKind(root, kind)))).flatMap((kind) => kind.files);
  const index = buildLinkIndex(listed, images, staticFiles, (await loadSchemaSet(root)).index);
  const routes = Object.fromEntries([...index.routes].map(([route, target]) => [route, target.sectionIds ? [...target.sectionIds] : null]));
  const posts = Object.fromEntries(
    listed.flatMap(({ kind, name, json }) => {
      const id = (json?.value as { id?: unknown } | undefined)?.id;
      return kind === POSTS_KIND && typeof id === "number" ? [[String(id), name]] : [];
    }),
  );
  const postsFolder = contentPath("folder" in POSTS_KIND.location ? POSTS_KIND.location.folder : "posts", root);
  const htmlBodies = (await readdir(join(root, postsFolder)).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".html"))
    .map((name) => name.slice(0, -".html".length));
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
