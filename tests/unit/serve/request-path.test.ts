import { describe, expect, it } from "vitest";
import { requestSegments } from "../../../src/build/serve/request-path";

describe("the path a static host serves (like Netlify and Cloudflare Pages)", () => {
  it.each([
    ["/", []],
    ["/sobre", ["sobre"]],
    ["/sobre?x=1#y", ["sobre"]],
    ["/blog/9", ["blog", "9"]],
    ["/blog/", ["blog", ""]],
    ["/%73obre", ["sobre"]],
    ["/nossas%20igrejas", ["nossas igrejas"]],
  ])("%s is %j", (url, segments) => {
    expect(requestSegments(url, "/")).toEqual(segments);
  });

  it.each([
    "/blog/..%2fsobre",
    "/blog/..%2Fsobre",
    "/blog%2f9",
    "/blog%5c9",
    "//blog/1",
    "/blog//1",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/blog/../sobre",
    "/./sobre",
    "/blog/%00",
    "/%E0%A4%A",
  ])("%s names no file", (url) => {
    expect(requestSegments(url, "/")).toBeNull();
  });

  it("reads a base path from the raw address, before decoding", () => {
    expect(requestSegments("/igreja/sobre", "/igreja/")).toEqual(["sobre"]);
    expect(requestSegments("/igreja", "/igreja/")).toEqual([]);
    expect(requestSegments("/sobre", "/igreja/")).toBeNull();
    expect(requestSegments("/igreja%2fsobre", "/igreja/")).toBeNull();
  });
});
