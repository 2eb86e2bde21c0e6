import type { BodyTools } from "../core/posts/post-bodies";
import { bodyCacheFile } from "./body-cache-file";
import { contentFolder } from "./content-folder";
import { compileAllCached } from "./markdown-cache";
import { sanitizeAllCached } from "./sanitize-cache";

/**
 * The build's way to compile and clean post bodies: cached under the project's .cache/ (one file per
 * content folder and step), jsdom in worker threads for big batches.
 */
export function nodeBodyTools(root: string): BodyTools {
  const folder = contentFolder(root);
  return {
    compile: (markdowns) => compileAllCached(bodyCacheFile(root, "markdown", folder), markdowns),
    sanitize: (dirties, options) => sanitizeAllCached(bodyCacheFile(root, "sanitized", folder), dirties, options),
  };
}
