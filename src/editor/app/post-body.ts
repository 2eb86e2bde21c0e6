import createDOMPurify from "dompurify";
import { compileMarkdown } from "../../engine/core/posts/markdown-compile";
import { SANITIZE_POLICY } from "../../engine/core/posts/sanitize-policy";
import { isDangerousRemoval } from "../../engine/core/posts/sanitize-danger";
import { isAllowedUrl, URL_ATTRIBUTES } from "../../engine/core/posts/sanitize-urls";

let purify: ReturnType<typeof createDOMPurify> | undefined;

function sanitizer() {
  if (!purify) {
    purify = createDOMPurify(window);
    // The same URL rule the build applies (src/engine/core/posts/sanitize-html.ts).
    purify.addHook("uponSanitizeAttribute", (node, data) => {
      if (URL_ATTRIBUTES.has(data.attrName) && !isAllowedUrl(node.localName, data.attrName, data.attrValue)) data.keepAttr = false;
    });
  }
  return purify;
}

/** A post's Markdown body as the build publishes it: compiled, then cleaned by the same DOMPurify policy. */
export function postBodyHtml(markdown: string): { html: string; dangerous: string[] } {
  // The build's own compiler (src/engine/core/posts/markdown-compile.ts): the preview shows what will be published.
  const dirty = compileMarkdown(markdown).html;
  const clean = sanitizer();
  // FORCE_BODY: a body that starts with <script> or <meta> must be seen (and reported), as the build's
  // "<body>" prefix makes sure (src/engine/core/posts/sanitize-html.ts), not hoisted into a <head> nobody reads.
  const html = clean.sanitize(dirty, { ...SANITIZE_POLICY, IN_PLACE: false, FORCE_BODY: true }) as unknown as string;
  const removed = clean.removed.map((item) =>
    "attribute" in item
      ? `atributo ${item.attribute?.name ?? "?"} em <${(item.from as Element).localName}>`
      : `<${(item.element as Element).localName ?? "?"}>`,
  );
  return { html, dangerous: [...new Set(removed.filter(isDangerousRemoval))] };
}
