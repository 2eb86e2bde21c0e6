import { describe, expect, it } from "vitest";
import { CACHE_RULES, DEFAULT_CACHE_CONTROL } from "../../../src/build/cache-policy";
import { contentSecurityPolicy, editorSecurityPolicy, headersFile } from "../../../src/build/security-headers";
import { headersFor, parseHeadersFile } from "../../../src/build/serve/headers-file";
import { fixtureSiteJson } from "../../support/fixture-site";

const site = fixtureSiteJson();
const siteEntries = [
  { name: "index.html", folder: false },
  { name: "sobre.html", folder: false },
  { name: "blog", folder: true },
  { name: "agenda.html", folder: false },
  { name: "agenda", folder: true },
  { name: "assets", folder: true },
  { name: "sitemap.xml", folder: false },
];
const rules = parseHeadersFile(headersFile(site, { siteEntries }));
const everyPage = headersFor(rules, "/sobre");
const directives = (policy: string) => policy.split("; ").sort();

describe("security headers (dist/_headers) and the CSP <meta>", () => {
  it("isolates the window from pages it opens or that open it", () => {
    expect(everyPage["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });

  it("lists only features browsers still know (no interest-cohort)", () => {
    expect(everyPage["Permissions-Policy"]).toBe("camera=(), microphone=(), geolocation=(self), payment=(), usb=()");
  });

  it("asks for HTTPS for a year, subdomains of the site's host included, without preloading", () => {
    expect(everyPage["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("keeps the <meta> policy the header's, less what browsers ignore in a <meta>", () => {
    const header = everyPage["Content-Security-Policy"] ?? "";
    expect(header).toBe(contentSecurityPolicy(site));
    expect(directives(header)).toEqual(directives(`${contentSecurityPolicy(site, { forMeta: true })}; frame-ancestors 'none'`));
    expect(contentSecurityPolicy(site, { forMeta: true })).not.toContain("frame-ancestors");
  });

  it("still sends the rest: no sniffing, no framing, a careful referrer", () => {
    expect(everyPage).toMatchObject({ "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Referrer-Policy": "strict-origin-when-cross-origin" });
  });

  it("writes the one caching policy for the hosts, one Cache-Control per path", () => {
    expect(CACHE_RULES.length).toBeGreaterThan(0);
    for (const { path, cacheControl } of CACHE_RULES) {
      const sample = path.replace("*", "nome-a1b2c3.js");
      const matching = rules.filter((rule) => rule.pattern.test(sample) && rule.headers["Cache-Control"]);
      // Netlify and Cloudflare Pages join every matching rule's values: two would contradict each other.
      expect(
        matching.map((rule) => rule.headers["Cache-Control"]),
        path,
      ).toEqual([cacheControl]);
    }
    expect(headersFor(rules, "/sobre")["Cache-Control"]).toBeUndefined();
    expect(DEFAULT_CACHE_CONTROL).toBe("no-cache");
  });

  it("gives every address of the site one policy, and the editor at /admin/ its own, never both", () => {
    for (const path of ["/", "/sobre", "/blog/3", "/agenda", "/agenda/culto.ics", "/assets/x.js"]) {
      const policies = rules.filter((rule) => rule.pattern.test(path) && rule.headers["Content-Security-Policy"]);
      expect(
        policies.map((rule) => rule.headers["Content-Security-Policy"]),
        path,
      ).toEqual([contentSecurityPolicy(site)]);
    }
    for (const path of ["/admin", "/admin/", "/admin/index.html", "/admin/assets/x.js"]) {
      const matching = rules.filter((rule) => rule.pattern.test(path));
      const policies = matching.flatMap((rule) => rule.headers["Content-Security-Policy"] ?? []);
      expect(policies, path).toEqual([editorSecurityPolicy()]);
      expect(
        matching.flatMap((rule) => rule.headers["Cross-Origin-Opener-Policy"] ?? []),
        path,
      ).toEqual(["same-origin-allow-popups"]);
      expect(headersFor(rules, path)["X-Robots-Tag"]).toBe("noindex, nofollow");
    }
    // Neither runs code compiled at runtime: the editor's check runs validators written out when it is built.
    expect(editorSecurityPolicy().split("; ")).toContain("script-src 'self'");
    expect(contentSecurityPolicy(site)).not.toContain("unsafe-eval");
  });

  it("stays well under Cloudflare Pages' 100 rules for a site of 60 pages", () => {
    const many = [...siteEntries, ...Array.from({ length: 60 }, (_, i) => ({ name: `pagina-${i}.html`, folder: false }))];
    const count = parseHeadersFile(headersFile(site, { siteEntries: many })).length;
    expect(count).toBeLessThanOrEqual(100);
    // Files that are not documents (the sitemap, pictures at the root) need no rule of their own.
    expect(rules.some((rule) => rule.pattern.test("/sitemap.xml") && rule.headers["Content-Security-Policy"])).toBe(false);
  });

  it("lets the editor reach the sign-in server it is configured with", () => {
    expect(editorSecurityPolicy("https://auth.exemplo.workers.dev/login")).toContain("https://auth.exemplo.workers.dev");
  });

  it("keeps hashed assets (scripts, styles, fonts) a year and immutable, images long but revalidated", () => {
    expect(headersFor(rules, "/assets/inter-latin-400-700-Bxw4hxeK.woff2")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    const image = headersFor(rules, "/images/foto-960.avif")["Cache-Control"] ?? "";
    expect(Number(/max-age=(\d+)/.exec(image)?.[1])).toBeGreaterThanOrEqual(7 * 24 * 3600);
    expect(image).not.toContain("immutable");
  });
});
