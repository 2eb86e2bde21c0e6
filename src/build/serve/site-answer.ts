import { join } from "node:path";
import { readServedFile, type ServedFile } from "./served-file";

/** What the host answers for a path: a file, a permanent redirect, or its not-found page. */
export type SiteAnswer =
  | { kind: "file"; file: ServedFile }
  | { kind: "redirect"; location: string }
  /** `page`: the nearest 404.html (status 404), or index.html with status 200 when the site has none (a single-page app). */
  | { kind: "missing"; page: ServedFile | null; status: 200 | 404 };

/**
 * The file at exactly this site path, as the host's asset list names it: an empty, "." or ".." segment, a backslash
 * or a NUL names no file (wrangler's local runtime resolves those through the file system, the edge by exact name:
 * docs/hosting.md, "What is proven where").
 */
async function exactFile(root: string, path: string): Promise<ServedFile | null> {
  const segments = path.split("/").slice(1);
  if (!path.startsWith("/") || segments.some((segment) => segment === "" || segment === "." || segment === ".." || /[\\\u0000]/.test(segment))) return null;
  return readServedFile(root, join(root, ...segments));
}

/** Never "//host" in a Location: a browser would leave the site. */
const sameSite = (location: string) => location.replace(/^(\/|%2F|%2f|%5C|%5c|%09|\s|\\)+(.*)/, "/$2");

/**
 * Cloudflare Pages' clean URLs, step for step as its asset server takes them (the handler wrangler runs):
 * "/sobre" serves sobre.html; "/sobre.html" and "/sobre/" answer 308 to "/sobre"; "/index.html" and "/blog/index"
 * to "/" and "/blog/"; a folder with an index.html, "/admin", to "/admin/"; anything else is the nearest 404.html up
 * the path. `decoded` is the path after percent-decoding; `search` is kept on redirects.
 */
export async function answerFor(root: string, decoded: string, search: string): Promise<SiteAnswer> {
  const find = (path: string) => exactFile(root, path);
  const serve = (file: ServedFile): SiteAnswer => ({ kind: "file", file });
  const redirect = (path: string): SiteAnswer => ({ kind: "redirect", location: sameSite(`${path}${search}`) });
  let file: ServedFile | null;
  if (decoded.endsWith("/")) {
    if ((file = await find(`${decoded}index.html`))) return serve(file);
    if (decoded.endsWith("/index/")) return redirect(`/${decoded.slice(1, -"index/".length)}`);
    if (await find(decoded.replace(/\/$/, ".html"))) return redirect(`/${decoded.slice(1, -1)}`);
    return notFound(root, decoded);
  }
  if ((file = await find(decoded))) {
    if (!decoded.endsWith(".html")) return serve(file);
    const extensionless = decoded.slice(0, -".html".length);
    if (extensionless.endsWith("/index")) return redirect(extensionless.replace(/\/index$/, "/"));
    // A file named both "x" and "x.html" keeps both addresses.
    if ((await find(extensionless)) || extensionless === "/") return serve(file);
    return redirect(extensionless);
  }
  if (decoded.endsWith("/index")) return redirect(`/${decoded.slice(1, -"index".length)}`);
  if ((file = await find(`${decoded}.html`))) return serve(file);
  if (await find(`${decoded}/index.html`)) return redirect(`${decoded}/`);
  return notFound(root, decoded);
}

async function notFound(root: string, decoded: string): Promise<SiteAnswer> {
  for (let folder = decoded; folder;) {
    folder = folder.slice(0, folder.lastIndexOf("/"));
    const page = await exactFile(root, `${folder}/404.html`);
    if (page) return { kind: "missing", page, status: 404 };
  }
  const app = await exactFile(root, "/index.html");
  return app ? { kind: "missing", page: app, status: 200 } : { kind: "missing", page: null, status: 404 };
}
