import createDOMPurify, { type Config } from "dompurify";
import { JSDOM } from "jsdom";

/** Bump when POLICY or the hook changes: cached results (sanitize-cache.ts) are keyed by it. */
export const POLICY_VERSION = `1-dompurify-${createDOMPurify.version}`;

const { window } = new JSDOM("");
const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
if (!purify.isSupported) throw new Error("DOMPurify não funciona neste ambiente (jsdom): o HTML dos artigos não pode ser limpo.");

/**
 * Post bodies are written by people, pasted from anywhere, and published to everyone: the policy
 * keeps text and simple formatting and drops anything that can run code, load frames, restyle the
 * page or clobber the DOM (ids and names get a prefix).
 */
const POLICY: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["script", "style", "iframe", "frame", "frameset", "object", "embed", "base", "meta", "link", "form", "input", "button", "textarea", "select", "option", "template", "noscript", "svg", "math"],
  FORBID_ATTR: ["style", "srcset", "formaction", "action", "xlink:href"],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  SANITIZE_NAMED_PROPS: true,
  ALLOW_DATA_ATTR: false,
};

purify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName !== "A") return;
  const href = node.getAttribute("href") ?? "";
  if (/^https?:/i.test(href)) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  } else {
    node.removeAttribute("target");
  }
});

export interface SanitizedHtml {
  html: string;
  /** What was removed, in Portuguese, for `npm run check` to report ("<script>", "onclick em <img>"). */
  removed: string[];
}

function describeRemoval(item: unknown): string {
  const removal = item as { element?: Element; attribute?: Attr | null; from?: Element };
  if (removal.attribute) return `atributo ${removal.attribute.name} em <${removal.from?.tagName.toLowerCase() ?? "?"}>`;
  return `<${removal.element?.nodeName.toLowerCase() ?? "?"}>`;
}

export function sanitizePostHtml(dirty: string): SanitizedHtml {
  const html = purify.sanitize(dirty, { ...POLICY, RETURN_TRUSTED_TYPE: false }) as unknown as string;
  const removed = purify.removed
    .map(describeRemoval)
    .filter((text) => text !== "<#text>" && text !== "<#comment>");
  return { html: html.trim(), removed: [...new Set(removed)] };
}
