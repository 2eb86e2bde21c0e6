import type { Config } from "dompurify";

/**
 * What DOMPurify puts before every id and name (SANITIZE_NAMED_PROPS), so a post cannot clobber the
 * page's own elements (`id="conteudo"`, `name="getElementById"`). In-page links follow it (sanitize-links.ts).
 */
export const ID_PREFIX = "user-content-";

/**
 * Post bodies are written by people, pasted from anywhere, and published to everyone: the policy
 * keeps text and simple formatting and drops anything that can run code, load frames, restyle the
 * page or clobber the DOM (ids and names get ID_PREFIX). URL-bearing attributes are held to the
 * project's allow-list by a hook (sanitize-urls.ts), not by ALLOWED_URI_REGEXP, which DOMPurify
 * also applies to every other attribute and would drop colspan="2" or lang="pt-BR".
 *
 * Kept free of heavy imports: its JSON is part of the cache key (sanitize-fingerprint.ts).
 */
export const SANITIZE_POLICY: Readonly<Config> = Object.freeze({
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    "script",
    "style",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "base",
    "meta",
    "link",
    "title",
    "form",
    "input",
    "button",
    "textarea",
    "select",
    "option",
    "template",
    "noscript",
    "svg",
    "math",
  ],
  FORBID_ATTR: ["style", "srcset", "formaction", "action", "xlink:href"],
  // Kept, then decided by the link itself (sanitize-links.ts): a pasted target="_blank" is not worth a warning.
  ADD_ATTR: ["target"],
  SANITIZE_NAMED_PROPS: true,
  ALLOW_DATA_ATTR: false,
  // The markup is parsed by the caller with its position map, behind a "<body>" prefix (the same effect
  // as FORCE_BODY: a leading <script> or <meta> stays in the body, where it is seen and reported).
  IN_PLACE: true,
});
