import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, headersFile } from "../../../scripts/build/security-headers";
import { parseHeadersFile } from "../../../scripts/serve/headers-file";
import { fixtureSiteJson } from "../../support/fixture-site";

const site = fixtureSiteJson();
const everyPage = parseHeadersFile(headersFile(site)).find((rule) => rule.pattern.test("/sobre"))?.headers ?? {};
const directives = (policy: string) => policy.split("; ").sort();

describe("security headers (dist/_headers) and the CSP <meta>", () => {
  it("isolates the window from pages it opens or that open it", () => {
    expect(everyPage["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });

  it("lists only features browsers still know (no interest-cohort)", () => {
    expect(everyPage["Permissions-Policy"]).toBe("camera=(), microphone=(), geolocation=(), payment=(), usb=()");
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
});
