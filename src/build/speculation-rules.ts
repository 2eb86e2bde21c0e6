import { scriptHash } from "./inline-scripts";

/**
 * Navigation is ordinary links and full page loads; to make them feel instant, every page asks the
 * browser to prerender a page of the site the moment the visitor shows intent (pointer down, or a
 * short hover: eagerness "moderate"). Files (anything with an extension: .ics, .xml, images) and links
 * that open elsewhere are left alone. Browsers without speculation rules get a prefetch on hover
 * instead (src/site/browser/prefetch.ts).
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

/** The CSP allows this one inline script by its hash (script-src stays 'self' for everything else). */
export function speculationRulesHash(base: string): string {
  return scriptHash(speculationRules(base));
}
