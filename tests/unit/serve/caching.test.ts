import { stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CACHE_RULES, DEFAULT_CACHE_CONTROL } from "../../../src/build/cache-policy";
import { page, useServedFolder } from "./served-folder";

const served = useServedFolder();
const ruleFor = (path: string) => CACHE_RULES.find((rule) => rule.path === path)?.cacheControl;
/** What a GET and a HEAD must agree on: everything but the moment and the connection's fate. */
const comparable = (response: Response) => [...response.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name));

describe("caching in the local server, as dist/_headers tells the real hosts", () => {
  it("caches by kind of file and answers 304 to a fresh copy", async () => {
    const html = await fetch(`${served.url}/sobre`);
    expect(html.headers.get("cache-control")).toBe(DEFAULT_CACHE_CONTROL);
    expect((await fetch(`${served.url}/assets/app-1a2b3c.js`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${served.url}/images/foto.jpg`)).headers.get("cache-control")).toMatch(/^public, max-age=\d{6,}$/);

    const etag = html.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const byTag = await fetch(`${served.url}/sobre`, { headers: { "If-None-Match": etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get("etag")).toBe(etag);
    expect(await byTag.text()).toBe("");
    expect((await fetch(`${served.url}/sobre`, { headers: { "If-None-Match": `"outra", W/${etag}` } })).status).toBe(304);
    // Like Cloudflare Pages, the tag alone decides: there is no Last-Modified to compare dates with.
    expect(html.headers.get("last-modified")).toBeNull();
    expect((await fetch(`${served.url}/sobre`, { headers: { "If-None-Match": '"outra"' } })).status).toBe(200);
  });

  it("changes the ETag when the bytes change, even at the same size and time", async () => {
    const file = join(served.dir, "sobre.html");
    // Whole seconds: putting a sub-millisecond time back through utimes does not round-trip exactly.
    const tick = Math.floor(Date.now() / 1000);
    await utimes(file, tick, tick);
    const etag = (await fetch(`${served.url}/sobre`)).headers.get("etag") ?? "";
    const size = (await stat(file)).size;
    await writeFile(file, page("Sobra"));
    await utimes(file, tick, tick);
    expect((await stat(file)).size).toBe(size);
    const after = await fetch(`${served.url}/sobre`, { headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("Sobra");
  });

  it("never keeps a missing file's 404, whatever a rule says for its folder", async () => {
    expect(ruleFor("/assets/*")).not.toBe(DEFAULT_CACHE_CONTROL);
    const missing = await fetch(`${served.url}/assets/app-ffffff.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });

  it("answers HEAD with GET's headers, length included, and no body", async () => {
    const cases: [path: string, encoding: string][] = [
      ["/sobre", "br"],
      ["/sobre", "identity"],
      ["/assets/app-1a2b3c.js", "gzip"],
      ["/nada", "br"],
    ];
    for (const [path, encoding] of cases) {
      const get = await fetch(`${served.url}${path}`, { headers: { "Accept-Encoding": encoding } });
      const bytes = (await get.arrayBuffer()).byteLength;
      const head = await fetch(`${served.url}${path}`, { method: "HEAD", headers: { "Accept-Encoding": encoding } });
      expect(comparable(head), `${path} ${encoding}`).toEqual(comparable(get));
      expect(await head.text()).toBe("");
      // Without compression the length on the wire is the length fetch hands back.
      if (!get.headers.get("content-encoding")) expect(Number(get.headers.get("content-length"))).toBe(bytes);
      else expect(Number(get.headers.get("content-length"))).toBeGreaterThan(0);
    }
  });
});
