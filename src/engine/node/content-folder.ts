import { isAbsolute, relative, resolve } from "node:path";

/** Where the site's content lives unless told otherwise. */
export const DEFAULT_CONTENT_FOLDER = "site-content";

/**
 * The content folder every door of the pipeline reads (check, build, dev server), relative to the
 * project root with forward slashes: messages name files the way an editor sees them
 * ("site-content/pages/inicio.json"). Tests and the content-edit rehearsal point it at another
 * folder (`SITE_CONTENT=tests/fixtures/site-content`, or `--content` on the check and the build), so
 * the code is proved on content they own. Read at call time: the CLIs set it after their imports.
 */
export function contentFolder(projectRoot = process.cwd()): string {
  const configured = process.env.SITE_CONTENT?.trim();
  if (!configured) return DEFAULT_CONTENT_FOLDER;
  const absolute = isAbsolute(configured) ? configured : resolve(process.cwd(), configured);
  return relative(resolve(projectRoot), absolute).split("\\").join("/") || ".";
}

/** A path inside the content folder ("pages" → "site-content/pages"). */
export function contentPath(sub: string, projectRoot?: string): string {
  return `${contentFolder(projectRoot)}/${sub}`;
}

/** `--content <folder>` on a CLI: later reads of contentFolder() follow it. */
export function useContentFolder(folder: string | undefined): void {
  if (folder) process.env.SITE_CONTENT = resolve(folder);
}
