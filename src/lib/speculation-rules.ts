/**
 * Navigation is ordinary links and full page loads; to make them feel instant, every page asks the
 * browser to prerender a page of the site the moment the visitor shows intent (pointer down, or a
 * short hover: eagerness "moderate"). Files (anything with an extension: .ics, .xml, images) and links
 * that open elsewhere are left alone. The browser's script adds the rules (src/site/browser/prefetch.ts);
 * the build allows their exact text by its hash in the Content-Security-Policy (src/build/speculation-rules.ts).
 */
export function speculationRules(base: string): string {
  const prefix = base.replace(/\/$/, "");
  const rules = {
    prerender: [
      {
        where: { and: [{ href_matches: `${prefix}/*` }, { not: { href_matches: `${prefix}/*.*` } }, { not: { selector_matches: "[target], [download]" } }] },
        eagerness: "moderate",
      },
    ],
  };
  return JSON.stringify(rules);
}
