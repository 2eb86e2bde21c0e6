import { join } from "node:path";
import type { EditorData } from "../../src/admin/editor-data";
import { contentFolder, contentPath } from "../content/content-folder";
import { factValues } from "../content/fact-placeholders";
import { formatProblem } from "../content/format-problem";
import { indexImages, imagesFolder, listSitePaths } from "../content/image-index";
import { measureImage } from "../content/image-variants-build";
import { loadSiteContent } from "../content/load-content";
import { postRoute } from "../content/posts";
import { galleryData } from "../content/gallery-data";

/**
 * /admin/editor-data.json from the content as it is on disk: the previews' data and the lists the
 * check before saving compares links and pictures against. Content that fails `npm run check` still
 * gives the lists (the editor is how it gets fixed), without the previews.
 */
export async function editorData(root: string): Promise<EditorData> {
  const images = await indexImages(root);
  const staticFiles = await listSitePaths(root, contentPath("static", root), "/");
  const base = { images: [...images.files].sort(), staticFiles: [...staticFiles].sort(), imagesFolder: imagesFolder(root) };
  const loaded = await loadSiteContent(root);
  if (!loaded.ok) return { ...base, routes: {}, facts: {}, problems: loaded.problems.map(formatProblem) };
  const { content } = loaded;
  const routes: Record<string, string[]> = {};
  for (const { route, page } of content.pages) routes[route] = page.sections.flatMap((section) => (section.id ? [section.id] : []));
  for (const post of content.posts) routes[postRoute(post.id)] = [];
  // The originals, as npm run dev serves them: the editor's previews do not need the resized copies.
  const describe = async (src: string) => ({ ...(await measureImage(join(root, contentFolder(root), src))), widths: [] as number[] });
  const facts = factValues(content.site, {
    ministries: content.ministries.length,
    churches: content.churches.length,
    testimonies: content.testimonies.length,
    events: content.events.length,
  });
  return { ...base, facts, site: content.site, preview: await galleryData(content, describe), routes, problems: [] };
}
