import createDOMPurify, { type DOMPurify, type RemovedAttribute, type RemovedElement } from "dompurify";
import { finishReferences, type PostImage, type PostLink } from "./sanitize-links";
import { SANITIZE_POLICY } from "./sanitize-policy";
import { SourcePositions, type SourcePosition } from "./sanitize-positions";
import { findTextLoss, type TextLoss } from "./sanitize-text-loss";
import { isAllowedUrl, URL_ATTRIBUTES } from "./sanitize-urls";

/** Something the sanitiser took out, in Portuguese ("<script>", "atributo onerror em <img>"), and where it was. */
export interface Removal {
  what: string;
  at: SourcePosition;
}

export interface SanitizedHtml {
  html: string;
  removed: Removal[];
  links: PostLink[];
  images: PostImage[];
  anchors: string[];
  /** Visible text the cleaning would drop (markup that fools the parser swallows what follows it). */
  textLoss?: TextLoss;
}

export interface SanitizeOptions {
  /** The site's own origin (site.json "url"): links elsewhere open in a new tab. */
  siteOrigin: string;
}

// Keeps a leading <script>, <meta> or <base> in the body, where DOMPurify sees (and reports) it,
// instead of letting the parser hoist it to a <head> nobody looks at (DOMPurify's FORCE_BODY does the same).
const BODY_PREFIX = "<body>";

/** A window to parse and clean in: the browser's own in the editor, jsdom's at build (src/engine/node/sanitize-on-jsdom.ts). */
export type SanitizerWindow = Window & typeof globalThis;

/** One post body in, its clean HTML and findings out. */
export type PostSanitizer = (dirty: string, options: SanitizeOptions) => SanitizedHtml;

/** DOMPurify on `window` with the site's one policy: SANITIZE_POLICY plus the URL rule, for every door. */
export function createPostSanitizer(window: SanitizerWindow): PostSanitizer {
  const purify: DOMPurify = createDOMPurify(window);
  if (!purify.isSupported) throw new Error("DOMPurify não funciona neste ambiente: o HTML dos artigos não pode ser limpo.");
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && !isAllowedUrl(node.localName, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  return (dirty, options) => sanitizeWith(window, purify, dirty, options);
}

function describeRemoval(item: RemovedElement | RemovedAttribute, positions: SourcePositions): Removal | undefined {
  if ("attribute" in item) {
    if (!positions.has(item.from)) return undefined;
    const name = item.attribute?.name ?? "?";
    return { what: `atributo ${name} em <${(item.from as Element).localName}>`, at: positions.of(item.from, name) };
  }
  const { element } = item;
  // Comments, stray text and what sat inside an element already reported are not news to the editor.
  if (element.nodeType !== 1 || !positions.has(element)) return undefined;
  return { what: `<${(element as Element).localName}>`, at: positions.of(element) };
}

/** In reading order, once per place. */
function uniqueRemovals(removals: Removal[]): Removal[] {
  const seen = new Set<string>();
  const ordered = [...removals].sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
  return ordered.filter(({ what, at }) => {
    const key = `${at.line}:${at.column}:${what}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Cleans one post body and says what was removed and what it links to, each with its line and column. */
function sanitizeWith(window: SanitizerWindow, purify: DOMPurify, dirty: string, { siteOrigin }: SanitizeOptions): SanitizedHtml {
  const markup = BODY_PREFIX + dirty;
  const parsed = new window.DOMParser().parseFromString(markup, "text/html");
  const { body } = parsed;
  const positions = new SourcePositions(markup, BODY_PREFIX.length, body);
  purify.sanitize(body, SANITIZE_POLICY);
  const removed = purify.removed.map((item) => describeRemoval(item, positions)).filter((item) => item !== undefined);
  const references = finishReferences(body, siteOrigin, positions);
  const decoder = window.document.createElement("textarea");
  const decode = (text: string) => {
    decoder.innerHTML = text;
    return decoder.value;
  };
  const textLoss = findTextLoss(dirty, body.textContent ?? "", decode);
  const html = body.innerHTML.trim();
  // jsdom 29 keeps every element with an id or a name, of any document parsed in its window, among the
  // window's named properties until it is detached (jsdom/jsdom#4234): without this, every post ever
  // cleaned in a thread stays in memory. A browser lets it go either way.
  parsed.documentElement.remove();
  return { html, removed: uniqueRemovals(removed), ...references, ...(textLoss ? { textLoss } : {}) };
}
