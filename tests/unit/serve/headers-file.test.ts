import { describe, expect, it } from "vitest";
import { applyHeaderRules, parseHeadersFile } from "../../../src/build/serve/headers-file";

// The reading Cloudflare Pages' asset server gives a `_headers` file (wrangler's runtime; docs/hosting.md).
describe("_headers read as Cloudflare Pages reads it", () => {
  it("joins a header set by several matching rules, and `! Name` removes what a broader rule set", () => {
    const rules = parseHeadersFile("/*\n  X-Frame-Options: DENY\n  X-Tag: site\n\n/admin/*\n  ! X-Frame-Options\n  X-Tag: editor\n");
    expect(applyHeaderRules(rules, "/sobre")).toEqual({ "X-Frame-Options": "DENY", "X-Tag": "site" });
    expect(applyHeaderRules(rules, "/admin/x.js")).toEqual({ "X-Tag": "site, editor" });
  });

  it("keeps only the last block written for a path, in the first one's place", () => {
    const rules = parseHeadersFile("/assets/*\n  Content-Security-Policy: default-src 'self'\n\n/*\n  X-A: 1\n\n/assets/*\n  Cache-Control: immutable\n");
    expect(rules).toHaveLength(2);
    expect(applyHeaderRules(rules, "/assets/a.js")).toEqual({ "Cache-Control": "immutable", "X-A": "1" });
  });

  it("fills placeholders and the splat into values, over the host's own headers", () => {
    const rules = parseHeadersFile("/:lang/*\n  Content-Language: :lang\n  X-Rest: :splat\n");
    expect(applyHeaderRules(rules, "/pt/blog/1", { "Referrer-Policy": "strict-origin-when-cross-origin" })).toEqual({
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Content-Language": "pt",
      "X-Rest": "blog/1",
    });
  });

  it("stops at the 100th rule and skips a line over 2,000 characters", () => {
    const blocks = Array.from({ length: 101 }, (_, i) => `/p${i}\n  X-N: ${i}\n`).join("\n");
    expect(parseHeadersFile(blocks)).toHaveLength(100);
    expect(applyHeaderRules(parseHeadersFile(`/*\n  X-Long: ${"a".repeat(2000)}\n  X-Short: b\n`), "/")).toEqual({ "X-Short": "b" });
  });
});
