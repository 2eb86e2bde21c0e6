import type { BodyTools } from "../../src/engine/core/posts/post-bodies";
import { compileMarkdown, type CompiledMarkdown } from "../../src/engine/core/posts/markdown-compile";
import type { SanitizedHtml } from "../../src/engine/core/posts/sanitize-html";
import { sanitizePostHtml } from "../../src/engine/node/sanitize-on-jsdom";

const compiled = new Map<string, CompiledMarkdown>();
const cleaned = new Map<string, SanitizedHtml>();

function remembered<T>(memory: Map<string, T>, key: string, make: () => T): T {
  let value = memory.get(key);
  if (value === undefined) {
    value = make();
    memory.set(key, value);
  }
  return value;
}

/**
 * The editor's body tools (src/editor/app/body-tools.ts) on jsdom instead of the browser's window: the same
 * compiler and policy, and the same memory of what it compiled and cleaned, by the text (and the site's origin).
 * The check before saving reads every post of the site, before and after the edit: without the memory each test's
 * saves cleaned the fixture's unchanged posts again on jsdom, most of these tests' CPU.
 */
export const editorBodyTools: BodyTools = {
  compile: async (markdowns) => markdowns.map((markdown) => remembered(compiled, markdown, () => compileMarkdown(markdown))),
  sanitize: async (dirties, options) => dirties.map((dirty) => remembered(cleaned, `${options.siteOrigin}\0${dirty}`, () => sanitizePostHtml(dirty, options))),
};
