import { test, expect } from "./support/fixtures";
import { siteRoutes } from "./support/site-routes";

/**
 * The link check of the published site: every address a page of the content under test points at on this site
 * (links, pictures, scripts, styles, feeds, share images) answers, and every "#section" a link names is on the page
 * it lands on. npm run check proves the links an editor writes; this proves what the build made of them, menus,
 * buttons and generated pages included. Asked over HTTP, as a crawler would, without a browser.
 */
const ROUTES = siteRoutes().filter((route) => route.status === 200);

/** Every same-site address in a page's HTML: href, src and each srcset candidate. */
function addressesIn(html: string): string[] {
  const found: string[] = [];
  for (const [, attribute = "", value = ""] of html.matchAll(/\s(href|src|srcset)="([^"]*)"/g)) {
    const candidates = attribute === "srcset" ? value.split(",").map((entry) => entry.trim().split(/\s+/)[0] ?? "") : [value];
    for (const candidate of candidates) {
      const address = candidate.replaceAll("&amp;", "&");
      // Same site only: absolute paths ("/sobre", "/sobre#cultos"); outside addresses ("//", "https:") are not ours to answer.
      if (address.startsWith("/") && !address.startsWith("//")) found.push(address);
    }
  }
  return found;
}

const idsIn = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id));

test("every address a page links to on the site answers, and every #section it names is there", { tag: "@content" }, async ({ request }) => {
  const pages = new Map<string, string>();
  const fetchPage = async (path: string) => {
    if (!pages.has(path)) {
      const response = await request.get(path);
      expect(response.status(), `${path}`).toBe(200);
      pages.set(path, await response.text());
    }
    return pages.get(path) ?? "";
  };
  const links = new Map<string, string>();
  for (const route of ROUTES) for (const address of addressesIn(await fetchPage(route.path))) links.set(address, route.path);
  expect(links.size, "a site with pages links somewhere").toBeGreaterThan(0);

  const broken: string[] = [];
  for (const [address, from] of links) {
    const url = new URL(address, "http://site.invalid");
    const [path, section] = [url.pathname, decodeURIComponent(url.hash.slice(1))];
    if (!section) {
      const response = await request.get(path);
      if (response.status() !== 200) broken.push(`${from} → ${address} (${response.status()})`);
      continue;
    }
    const response = await request.get(path);
    if (response.status() !== 200) broken.push(`${from} → ${address} (${response.status()})`);
    else if (!idsIn(pages.get(path) ?? (await response.text())).has(section)) broken.push(`${from} → ${address} (sem #${section})`);
  }
  expect(broken, "links quebrados").toEqual([]);
});
