import { resolve } from "node:path";
import { checkSite, type CheckOptions } from "../core/check-site";
import type { LoadResult } from "../core/kinds/types";
import { nodeBodyTools } from "./body-tools";
import { readContentListing } from "./read-content";
import { loadSchemaSet } from "./schema-registry";

/**
 * The content pipeline's door on disk, shared by `npm run check`, the Vite plugin and the pre-renderer:
 * read the content folder and the schemas, then the core's one implementation (check-site.ts).
 */
export async function loadSiteContent(projectRoot: string, options: CheckOptions = {}): Promise<LoadResult> {
  const root = resolve(projectRoot);
  const [schemas, listing] = await Promise.all([loadSchemaSet(root), readContentListing(root)]);
  return checkSite(listing, schemas, nodeBodyTools(root), options);
}
