import { posix } from "node:path";
import GithubSlugger from "github-slugger";
import { marked, type Token, type Tokens } from "marked";

/** What the link check may ask of the project: paths are the project's, with "/", never leading "./". */
export interface DocFiles {
  /** The text of a Markdown file, or undefined when there is none at that path. */
  markdown(path: string): string | undefined;
  /** Whether a file or a folder is at that path. */
  exists(path: string): boolean;
}

/** Schemes a reader's browser or mail client opens; the check looks at their shape only, never fetches them. */
const OUTSIDE = /^(https?|mailto|tel):/i;
/** GitHub's anchors for a line or lines of a file that is not Markdown: `#L12`, `#L12-L20`. */
const LINE_ANCHOR = /^L\d+(-L\d+)?$/;

/** A link's words and address as the reader sees them, with the line it is on. */
interface Link {
  line: number;
  href: string;
}

/** The words of a heading as GitHub renders them: code without backticks, links and emphasis as their words, no tags. */
function plainText(tokens: Token[] = []): string {
  return tokens
    .map((token) => {
      if (token.type === "html") return "";
      if ("tokens" in token && token.tokens?.length) return plainText(token.tokens);
      return "text" in token ? String(token.text) : "";
    })
    .join("");
}

/** The anchors GitHub gives a Markdown file: one per heading (duplicates numbered "-1", "-2"…), and any HTML id or name. */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === "heading") anchors.add(slugger.slug(plainText((token as Tokens.Heading).tokens)));
    if (token.type === "html") for (const [, id = ""] of token.raw.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(id);
  });
  return anchors;
}

/** Every link and picture of a Markdown file, as marked reads them (nothing inside code), HTML `href` and `src` too. */
export function linksOf(markdown: string): Link[] {
  const links: Link[] = [];
  let cursor = 0;
  const at = (raw: string) => {
    const found = markdown.indexOf(raw, cursor);
    if (found >= 0) cursor = found;
    return markdown.slice(0, Math.max(found, 0)).split("\n").length;
  };
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === "link" || token.type === "image") links.push({ line: at(token.raw), href: (token as Tokens.Link).href });
    if (token.type === "html") {
      const line = at(token.raw);
      for (const [, href = ""] of token.raw.matchAll(/\b(?:href|src)="([^"]*)"/g)) links.push({ line, href });
    }
  });
  return links;
}

/** A %-encoded part of an address as its letters, or null when it is badly encoded. */
function decoded(text: string, decode: (text: string) => string): string | null {
  try {
    return decode(text);
  } catch {
    return null;
  }
}

/** What is wrong with one address in `doc`, or undefined when it leads somewhere real. */
function problemOf(doc: string, href: string, files: DocFiles, anchors: (path: string) => Set<string> | undefined): string | undefined {
  if (OUTSIDE.test(href)) {
    if (/^mailto:[^@\s]+@[^@\s]+$/i.test(href) || /^tel:\+?[\d-]+$/i.test(href)) return undefined;
    const host = URL.canParse(href) && /^https?:$/i.test(new URL(href).protocol) ? new URL(href).hostname : "";
    return host.includes(".") || host === "localhost" ? undefined : "not an address a browser opens";
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return "a scheme a reader's browser does not open from a document";
  const hash = href.indexOf("#");
  const pathPart = hash >= 0 ? href.slice(0, hash) : href;
  const anchor = hash >= 0 ? decoded(href.slice(hash + 1), decodeURIComponent) : undefined;
  if (anchor === null) return "badly encoded";
  let target = doc;
  if (pathPart) {
    const spelled = decoded(pathPart.split("?")[0] ?? "", decodeURI);
    if (spelled === null) return "badly encoded";
    // GitHub reads a link starting with "/" from the repository's root.
    target = posix.normalize(spelled.startsWith("/") ? spelled.slice(1) : posix.join(posix.dirname(doc), spelled)).replace(/\/$/, "");
    if (target === ".." || target.startsWith("../")) return "leads out of the repository";
    if (!files.exists(target === "." ? "" : target)) return `${target} does not exist`;
  }
  if (anchor === undefined) return undefined;
  const known = target.endsWith(".md") ? anchors(target) : undefined;
  if (known) return known.has(anchor) ? undefined : `${target} has no heading whose anchor is #${anchor}`;
  return LINE_ANCHOR.test(anchor) ? undefined : `#${anchor} is not a place GitHub can link to in ${target}`;
}

/** Each link of these Markdown files that leads nowhere, as `file:line href: why`. */
export function linkProblems(docs: string[], files: DocFiles): string[] {
  const anchorCache = new Map<string, Set<string> | undefined>();
  const anchors = (path: string) => {
    if (!anchorCache.has(path)) {
      const text = files.markdown(path);
      anchorCache.set(path, text === undefined ? undefined : anchorsOf(text));
    }
    return anchorCache.get(path);
  };
  return docs.flatMap((doc) =>
    linksOf(files.markdown(doc) ?? "").flatMap(({ line, href }) => {
      const problem = problemOf(doc, href, files, anchors);
      return problem ? [`${doc}:${line} ${href}: ${problem}`] : [];
    }),
  );
}
