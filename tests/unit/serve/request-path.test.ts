import { describe, expect, it } from "vitest";
import { requestPath } from "../../../src/build/serve/request-path";

describe("the path a static host serves (as Cloudflare Pages reads it)", () => {
  it.each([
    ["/", "/", "/"],
    ["/sobre", "/sobre", "/sobre"],
    ["/sobre?x=1#y", "/sobre", "/sobre"],
    ["/blog/9", "/blog/9", "/blog/9"],
    ["/%73obre", "/%73obre", "/sobre"],
    ["/nossas%20igrejas", "/nossas%20igrejas", "/nossas igrejas"],
    // Decoded once, after the URL parser: an encoded slash becomes a slash of the name looked up.
    ["/blog%2f9", "/blog%2f9", "/blog/9"],
    // The URL parser resolves dot segments, written or encoded: no way above the site.
    ["/blog/../sobre", "/sobre", "/sobre"],
    ["/%2e%2e/%2e%2e/etc/passwd", "/etc/passwd", "/etc/passwd"],
    // Left as written where it does not decode: no file has that name.
    ["/%E0%A4%A", "/%E0%A4%A", "/%E0%A4%A"],
    // A double slash stays a path, never a host name.
    ["//blog/1", "//blog/1", "//blog/1"],
  ])("%s is matched as %s and looked up as %s", (url, pathname, decoded) => {
    expect(requestPath(url, "/")).toMatchObject({ pathname, decoded });
  });

  it("keeps the query for redirects", () => {
    expect(requestPath("/sobre.html?x=1#y", "/")?.search).toBe("?x=1");
  });

  it("reads a base path from the address before decoding", () => {
    expect(requestPath("/igreja/sobre", "/igreja/")?.decoded).toBe("/sobre");
    expect(requestPath("/igreja", "/igreja/")?.decoded).toBe("/");
    expect(requestPath("/sobre", "/igreja/")).toBeNull();
    expect(requestPath("/igreja%2fsobre", "/igreja/")).toBeNull();
  });
});
