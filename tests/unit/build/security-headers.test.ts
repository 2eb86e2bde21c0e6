import { describe, expect, it } from "vitest";
import { CACHE_RULES, DEFAULT_CACHE_CONTROL } from "../../../src/build/cache-policy";
import { CLOUDFLARE_HEADER_RULES, CLOUDFLARE_LINE_LENGTH, headerRuleCount, HostLimitExceeded, hostLimitProblems } from "../../../src/build/host-limits";
import { contentSecurityPolicy, editorOriginHeadersFile, editorSecurityPolicy, headersFile } from "../../../src/build/security-headers";
import { headersFor, netlifyHeadersFor, parseHeadersFile } from "../../../src/build/serve/headers-file";
import { fixtureSiteJson } from "../../support/fixture-site";

const site = fixtureSiteJson();
const text = headersFile(site, { editorPolicy: editorSecurityPolicy() });
const rules = parseHeadersFile(text);
const everyPage = headersFor(rules, "/sobre");
const directives = (policy: string) => policy.split("; ").sort();

/** How each host that reads `_headers` works out one address's headers from its matching rules (headers-file.ts). */
const HOSTS = { "Cloudflare Pages": headersFor, Netlify: netlifyHeadersFor } as const;

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
      // Cloudflare Pages joins every matching rule's values: two would contradict each other.
      expect(
        matching.map((rule) => rule.headers["Cache-Control"]),
        path,
      ).toEqual([cacheControl]);
    }
    expect(headersFor(rules, "/sobre")["Cache-Control"]).toBeUndefined();
    // The hosts' own default, which the local server sends too.
    expect(DEFAULT_CACHE_CONTROL).toBe("public, max-age=0, must-revalidate");
  });

  it.each(Object.entries(HOSTS))("gives every address of the site its policy alone, and the editor at /admin/ its own alone, on %s", (_host, headersOf) => {
    // A page, a post, a calendar, a script, a missing page: one policy, the site's (two would be joined into two policies).
    for (const path of ["/", "/sobre", "/blog/3", "/agenda", "/agenda/culto.ics", "/assets/x.js", "/nao-existe"]) {
      expect(headersOf(rules, path), path).toMatchObject({
        "Content-Security-Policy": contentSecurityPolicy(site),
        "Cross-Origin-Opener-Policy": "same-origin",
      });
      expect(headersOf(rules, path)["X-Robots-Tag"], path).toBeUndefined();
    }
    for (const path of ["/admin/", "/admin/index.html", "/admin/assets/x.js", "/admin/editor-data.json"]) {
      expect(headersOf(rules, path), path).toMatchObject({
        "Content-Security-Policy": editorSecurityPolicy(),
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        "X-Robots-Tag": "noindex, nofollow",
        "X-Frame-Options": "DENY",
      });
    }
    // Neither runs code compiled at runtime: the editor's check runs validators written out when it is built.
    expect(editorSecurityPolicy().split("; ")).toContain("script-src 'self'");
    expect(contentSecurityPolicy(site)).not.toContain("unsafe-eval");
  });

  it("with the editor on its own origin, the site's /admin/ (the doorway) is a page of the site, and the editor's origin has the editor's policy everywhere", () => {
    const doorway = parseHeadersFile(headersFile(site, {}));
    expect(headersFor(doorway, "/admin/")["Content-Security-Policy"]).toBe(contentSecurityPolicy(site));
    const editor = parseHeadersFile(editorOriginHeadersFile(editorSecurityPolicy(undefined, undefined, site.url)));
    for (const [host, headersOf] of Object.entries(HOSTS)) {
      for (const path of ["/", "/admin/", "/admin/assets/x.js"]) {
        expect(headersOf(editor, path)["Content-Security-Policy"], `${host} ${path}`).toBe(editorSecurityPolicy(undefined, undefined, site.url));
        expect(headersOf(editor, path)["X-Robots-Tag"], `${host} ${path}`).toBe("noindex, nofollow");
      }
    }
    // Its previews show the pictures the site publishes at its own address.
    expect(editorSecurityPolicy(undefined, undefined, site.url)).toContain(
      `img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com ${new URL(site.url).origin}`,
    );
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

describe("the hosts' limits (Cloudflare Pages: 100 rules, 2,000 characters a line)", () => {
  it("writes as many rules for 300 top-level pages as for a few, far under the limit: every page has the site's policy", () => {
    // Nothing of the pages goes into the file: "/*" covers each of them, whatever their number.
    expect(headerRuleCount(text)).toBe(rules.length);
    expect(rules.length).toBeLessThanOrEqual(5);
    for (const [host, headersOf] of Object.entries(HOSTS)) {
      for (let page = 1; page <= 300; page++) {
        for (const path of [`/pagina-${page}`, `/pagina-${page}.html`, `/pagina-${page}/algo`]) {
          expect(headersOf(rules, path)["Content-Security-Policy"], `${host} ${path}`).toBe(contentSecurityPolicy(site));
        }
      }
    }
    expect(hostLimitProblems(text)).toEqual([]);
    expect(Math.max(...text.split("\n").map((line) => line.length))).toBeLessThan(CLOUDFLARE_LINE_LENGTH);
  });

  it("refuses, in Portuguese, a file with more rules than Cloudflare Pages reads, or a longer line", () => {
    const tooMany = Array.from({ length: CLOUDFLARE_HEADER_RULES + 1 }, (_, index) => `/pagina-${index}\n  X-Frame-Options: DENY\n`).join("\n");
    expect(hostLimitProblems(tooMany)).toEqual([expect.stringMatching(/^_headers: 101 regras de cabeçalhos, e o Cloudflare Pages lê no máximo 100/)]);
    const longLine = `/*\n  X-Teste: ${"a".repeat(CLOUDFLARE_LINE_LENGTH)}\n`;
    expect(hostLimitProblems(longLine)).toEqual([
      expect.stringMatching(/^_headers:2: linha de 2011 caracteres, e o Cloudflare Pages lê no máximo 2000 por linha/),
    ]);
  });

  it("stops the build when the content makes the site's policy longer than a host reads (a form service at a very long address)", () => {
    const longEndpoint = `https://${"formularios-".repeat(180)}exemplo.com.br/f/contato`;
    const siteWithLongEndpoint = { ...site, contact: { ...site.contact, formEndpoint: longEndpoint } };
    expect(() => headersFile(siteWithLongEndpoint, {})).toThrow(HostLimitExceeded);
    expect(() => headersFile(siteWithLongEndpoint, {})).toThrow(
      /_headers:\d+: linha de \d+ caracteres, e o Cloudflare Pages lê no máximo 2000 por linha .*: a política de segurança inclui os endereços dos serviços de formulário de site\.json/,
    );
  });
});
