import type { BodyTools } from "../core/posts/post-bodies";
import { compileAllCached } from "./markdown-cache";
import { sanitizeAllCached } from "./sanitize-cache";

/** The build's way to compile and clean post bodies: cached under the project's .cache/, jsdom in worker threads for big batches. */
export function nodeBodyTools(root: string): BodyTools {
  return {
    compile: (markdowns) => compileAllCached(root, markdowns),
    sanitize: (dirties, options) => sanitizeAllCached(root, dirties, options),
  };
}
