import createDOMPurify, { type DOMPurify, type RemovedAttribute, type RemovedElement } from "dompurify";
import { JSDOM, VirtualConsole } from "jsdom";
import { finishReferences } from "../core/posts/sanitize-links";
import { SANITIZE_POLICY } from "../core/posts/sanitize-policy";
import { SourcePositions, type SourcePosition } from "./sanitize-positions";
import { findTextLoss, type TextLoss } from "../core/posts/sanitize-text-loss";
import { isAllowedUrl, URL_ATTRIBUTES } from "../core/posts/sanitize-urls";

/** Something the sanitiser took out, in Portuguese ("<script>", "atributo onerror em <img>"), and where it was. */
export interface Removal {
  what: string;
  at: SourcePosition;
}

/** A link that survived, with the href as written (before in-page links get ID_PREFIX). */
export interface PostLink {
  href: string;
  at: SourcePosition;
}

export interface PostImage {
  src: string | null;
  /** null when the attribute is missing; "" is a decorative image. */
  alt: string | null;
  at: SourcePosition;
  srcAt: SourcePosition;
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

function createSanitizer() {
  // jsdom reports what it cannot parse (a hostile <style>) on the console; the removal list says it better.
  const { window } = new JSDOM("", { virtualConsole: new VirtualConsole() });
  const purify: DOMPurify = createDOMPurify(window as unknown as Window & typeof globalThis);
  if (!purify.isSupported) throw new Error("DOMPurify não funciona neste ambiente (jsdom): o HTML dos artigos não pode ser limpo.");
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && !isAllowedUrl(node.localName, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  return { window, purify };
}

let sanitizer: ReturnType<typeof createSanitizer> | undefined;

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
export function sanitizePostHtml(dirty: string, { siteOrigin }: SanitizeOptions): SanitizedHtml {
  sanitizer ??= createSanitizer();
  const { window, purify } = sanitizer;
  const markup = BODY_PREFIX + dirty;
  const { body } = new window.DOMParser().parseFromString(markup, "text/html");
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
  return { html: body.innerHTML.trim(), removed: uniqueRemovals(removed), ...references, ...(textLoss ? { textLoss } : {}) };
}
