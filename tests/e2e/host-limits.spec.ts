import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { CLOUDFLARE_HEADER_RULES, headerRuleCount } from "../../src/build/host-limits";
import { PROJECT_ROOT } from "../support/fixture-site";
import { MANY_PAGES } from "./support/fixture-variants";
import { test, expect } from "./support/fixtures";
import { fixtureSite, type TempSite } from "./support/temp-site";

/**
 * The hosts' limits held by the build (src/build/host-limits.ts): Cloudflare Pages reads at most 100 `_headers` rules,
 * and a page past them would go out without its Content-Security-Policy. The tests' own site with 300 more top-level
 * pages, built and served as the host serves it: its `_headers` has as many rules as the site without them, and every
 * page gets the site's policy, alone.
 */

let site: TempSite;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await fixtureSite("many-pages");
});

test(`a site of ${MANY_PAGES} more top-level pages has as many header rules as without them, and each page its policy`, async ({ request }) => {
  test.setTimeout(120_000);
  const rules = headerRuleCount(await readFile(join(site.root, "dist", "_headers"), "utf8"));
  const without = headerRuleCount(await readFile(resolve(PROJECT_ROOT, process.env.E2E_DIST ?? "dist", "_headers"), "utf8"));
  expect(rules).toBe(without);
  expect(rules).toBeLessThanOrEqual(CLOUDFLARE_HEADER_RULES);
  const policy = (await request.get(`${site.url}/`)).headers()["content-security-policy"];
  expect(policy).toContain("default-src 'self'");
  // Ten at a time: the server answers each as the host would, the rules read again for every request.
  for (let first = 1; first <= MANY_PAGES; first += 10) {
    const paths = Array.from({ length: Math.min(10, MANY_PAGES - first + 1) }, (_, index) => `/pagina-${first + index}`);
    for (const [path, response] of await Promise.all(paths.map(async (path) => [path, await request.head(`${site.url}${path}`)] as const))) {
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-security-policy"], path).toBe(policy);
      expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    }
  }
});
