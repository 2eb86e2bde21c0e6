import type { BodyTools } from "../../engine/core/posts/post-bodies";
import { compileMarkdown, type CompiledMarkdown } from "../../engine/core/posts/markdown-compile";
import { createPostSanitizer, type PostSanitizer, type SanitizedHtml } from "../../engine/core/posts/sanitize-html";

let sanitizer: PostSanitizer | undefined;
const inThisWindow = (): PostSanitizer => (sanitizer ??= createPostSanitizer(window));

// The check before saving runs the whole site twice per save (before and after the edit): each body is
// compiled and cleaned once per visit. Bounded, so a long session with a thousand posts stays small.
const LIMIT = 4000;
function remembered<T>(memory: Map<string, T>, key: string, make: () => T): T {
  let value = memory.get(key);
  if (value === undefined) {
    if (memory.size >= LIMIT) memory.clear();
    value = make();
    memory.set(key, value);
  }
  return value;
}

const compiled = new Map<string, CompiledMarkdown>();
const cleaned = new Map<string, SanitizedHtml>();

/** The build's compiler and sanitiser (src/engine/core/posts/), run in the editor's own window. */
export const browserBodyTools: BodyTools = {
  compile: async (markdowns) => markdowns.map((markdown) => remembered(compiled, markdown, () => compileMarkdown(markdown))),
  sanitize: async (dirties, options) => dirties.map((dirty) => remembered(cleaned, `${options.siteOrigin}\0${dirty}`, () => inThisWindow()(dirty, options))),
};

/** A post's Markdown body as the build publishes it: compiled, then cleaned by the same policy (the preview shows this). */
export function publishedBody(markdown: string, siteUrl = "https://site.invalid"): string {
  const origin = URL.canParse(siteUrl) ? new URL(siteUrl).origin : "https://site.invalid";
  return remembered(cleaned, `${origin}\0${markdown}\0preview`, () => inThisWindow()(compileMarkdown(markdown).html, { siteOrigin: origin })).html;
}
