import { constants } from "node:fs";
import { open, realpath } from "node:fs/promises";
import { join, resolve, sep } from "node:path";

/** A file the server may answer with: its real path, its bytes and when it last changed. */
export interface ServedFile {
  path: string;
  bytes: Buffer;
  modified: Date;
}

function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(`${root}${sep}`);
}

/**
 * Reads `candidate` when it is a regular file whose real path lies inside the served folder's real
 * path (`root`): a symlink may point anywhere inside, never out. The time and the bytes come from one
 * open handle, so they describe the same file even when a rebuild replaces it meanwhile; a file that
 * vanishes or changes kind under the request reads as absent instead of throwing.
 */
export async function readServedFile(root: string, candidate: string): Promise<ServedFile | null> {
  const real = await realpath(candidate).catch(() => null);
  if (!real || !isInside(root, real)) return null;
  // O_NONBLOCK: opening a FIFO someone left in the folder must not hang a thread waiting for a writer.
  const handle = await open(real, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => null);
  if (!handle) return null;
  try {
    const info = await handle.stat();
    return info.isFile() ? { path: real, bytes: await handle.readFile(), modified: info.mtime } : null;
  } catch {
    return null;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** Finds a site path's file the way Netlify, Cloudflare Pages and GitHub Pages do for clean URLs. */
export async function findSiteFile(root: string, segments: string[]): Promise<ServedFile | null> {
  const base = resolve(root, ...segments);
  // requestSegments already refuses "..", "/" and "\" inside a segment; this is the last word.
  if (!isInside(root, base)) return null;
  const folder = segments.at(-1) === "";
  const candidates = folder ? [join(base, "index.html")] : [base, `${base}.html`, join(base, "index.html")];
  for (const candidate of candidates) {
    const file = await readServedFile(root, candidate);
    if (file) return file;
  }
  return null;
}

/**
 * Where Cloudflare Pages and Netlify (pretty URLs) send another spelling of a page: "/sobre.html",
 * "/sobre/" and "/index.html" answer with a permanent redirect to "/sobre" or "/" when that page
 * exists, so a visitor and a search engine see one address per page. Returns the clean site path, or null.
 */
export async function cleanSpelling(root: string, segments: string[]): Promise<string | null> {
  const last = segments.at(-1);
  let clean: string[] | null = null;
  if (last?.endsWith(".html")) clean = last === "index.html" ? [...segments.slice(0, -1), ""] : [...segments.slice(0, -1), last.slice(0, -".html".length)];
  else if (last === "" && segments.length > 1) clean = segments.slice(0, -1);
  if (!clean) return null;
  const isFolder = clean.at(-1) === "";
  const file = isFolder ? join(resolve(root, ...clean), "index.html") : `${resolve(root, ...clean)}.html`;
  if (!isInside(root, file) || !(await readServedFile(root, file))) return null;
  return `/${clean.map(encodeURIComponent).join("/")}`;
}
