import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { test, expect } from "./support/fixtures";
import { CACHE_RULES, DEFAULT_CACHE_CONTROL } from "../../src/build/cache-policy";
import { MISSING_PATH } from "./support/site-routes";
import { cleanAddress, directives, DIST_DIR, oneOfEachKind, rawRequest, siteFiles } from "./support/host-requests";

/**
 * What the host does with the built site, asked of the server under test: npm test runs these on Cloudflare Pages'
 * own runtime (`wrangler pages dev`, tag @host; docs/hosting.md). They read what to expect from dist/ itself
 * (its files, each page's inline scripts and <meta> policy), never from how `_headers` is laid out today.
 */
test.describe.configure({ mode: "parallel" });

const files = siteFiles();
const isEditor = (file: string) => file.startsWith("/admin/");
const documents = files.filter((file) => file.endsWith(".html") && !isEditor(file) && file !== "/404.html");
const read = (file: string) => readFile(join(DIST_DIR, file));

/** The sha256 source of every script the document runs inline (JSON islands and JSON-LD are data, not scripts). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

test("every page runs under its own policy: the header allows exactly its inline scripts and agrees with its <meta>", { tag: "@host" }, async ({ baseURL }) => {
  expect(documents.length).toBeGreaterThan(0);
  for (const file of documents) {
    const address = cleanAddress(file);
    const answer = await rawRequest(baseURL ?? "", address);
    expect(answer.status, address).toBe(200);
    const html = (await read(file)).toString("utf8");
    const policy = answer.headers["content-security-policy"] ?? "";
    // Two rules' policies joined by the host would read as one header with a comma, and the stricter would win.
    expect(policy, address).not.toContain(",");
    const header = directives(policy);
    for (const hash of inlineScriptHashes(html)) expect(header.get("script-src"), `${address} ${hash}`).toContain(hash);
    const meta = directives(metaPolicy(html) ?? "");
    expect(meta.size, `${address}: <meta> policy`).toBeGreaterThan(0);
    for (const [name, sources] of meta) expect(header.get(name), `${address} ${name}`).toEqual(sources);
    // Framing is refused by the header alone (a <meta> cannot say frame-ancestors).
    expect(header.get("frame-ancestors"), address).toEqual(["'none'"]);
    expect(answer.headers).toMatchObject({
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "cross-origin-opener-policy": "same-origin",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
    expect(answer.headers["strict-transport-security"], address).toMatch(/max-age=\d{7,}/);
    expect(answer.headers["permissions-policy"], address).toContain("camera=()");
  }
});

test("the editor at /admin/ has its own policy, one policy, and is kept out of search results", { tag: "@host" }, async ({ baseURL }) => {
  const answer = await rawRequest(baseURL ?? "", "/admin/");
  expect(answer.status).toBe(200);
  const policy = answer.headers["content-security-policy"] ?? "";
  expect(policy).not.toContain(",");
  const editor = directives(policy);
  expect(editor.get("script-src")).toEqual(["'self'"]);
  expect(editor.get("connect-src")).toContain("https://api.github.com");
  expect(policy).not.toContain("unsafe-eval");
  expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  const html = (await read("/admin/index.html")).toString("utf8");
  for (const hash of inlineScriptHashes(html)) expect(editor.get("script-src")).toContain(hash);
});

test("files are kept as long as the caching policy says, pages revalidated on every visit", { tag: "@host" }, async ({ baseURL }) => {
  const ruleFor = (file: string) => CACHE_RULES.find(({ path }) => new RegExp(`^${path.replace("*", ".*")}$`).test(file))?.cacheControl;
  for (const file of oneOfEachKind(files.filter((file) => !isEditor(file)))) {
    const address = file.endsWith(".html") ? cleanAddress(file) : file;
    const answer = await rawRequest(baseURL ?? "", address);
    expect(answer.status, address).toBe(200);
    expect(answer.headers["cache-control"], address).toBe(ruleFor(file) ?? DEFAULT_CACHE_CONTROL);
  }
});

test("clean addresses: one address per page, every other spelling sent there for good, the query kept", { tag: "@host" }, async ({ baseURL }) => {
  const origin = baseURL ?? "";
  for (const file of documents) {
    const address = cleanAddress(file);
    const spellings = address === "/" ? ["/index.html"] : [`${address}.html`, `${address}/`, `${address}.html?de=fora`];
    for (const spelling of spellings) {
      const answer = await rawRequest(origin, spelling);
      expect(answer.status, spelling).toBe(308);
      expect(answer.headers.location, spelling).toBe(`${address}${spelling.includes("?") ? "?de=fora" : ""}`);
      // Redirects carry the site-wide headers too.
      expect(answer.headers["strict-transport-security"], spelling).toBeTruthy();
    }
    // A letter written as its code is the same page (a host decodes the path before looking the file up).
    const encoded = address === "/" ? "/" : `/%${address.charCodeAt(1).toString(16)}${address.slice(2)}`;
    const same = await rawRequest(origin, encoded);
    expect(same.status, encoded).toBe(200);
    expect(same.body.equals(await read(file)), encoded).toBe(true);
  }
  for (const [spelling, location] of [
    ["/admin", "/admin/"],
    ["/admin/index.html", "/admin/"],
    ["/404.html", "/404"],
  ]) {
    const answer = await rawRequest(origin, spelling ?? "");
    expect(answer.status, spelling).toBe(308);
    expect(answer.headers.location, spelling).toBe(location);
  }
});

test("an address the site does not have: the 404 page, status 404, never cached, never a file from outside", { tag: "@host" }, async ({ baseURL }) => {
  const notFound = await read("/404.html");
  const missingAsset = `/assets/${"f".repeat(8)}-nao-existe.js`;
  for (const path of [MISSING_PATH, `${MISSING_PATH}/mais/fundo`, missingAsset, "/%2e%2e/%2e%2e/etc/passwd", "/../../etc/passwd"]) {
    const answer = await rawRequest(baseURL ?? "", path);
    expect(answer.status, path).toBe(404);
    expect(answer.body.equals(notFound), path).toBe(true);
    expect(answer.headers["content-type"], path).toMatch(/^text\/html/);
    // Never the year the hashed assets are kept: the file may exist after the next deploy.
    expect(answer.headers["cache-control"], path).toBe("no-store");
    expect(answer.headers["x-frame-options"], path).toBe("DENY");
  }
});

test("text is compressed as the browser asks, pictures and fonts go as they are, and the bytes are the file's", { tag: "@host" }, async ({ baseURL }) => {
  const origin = baseURL ?? "";
  const page = documents[0] ?? "/index.html";
  for (const [accept, expected] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ] as const) {
    const answer = await rawRequest(origin, cleanAddress(page), { "accept-encoding": accept });
    expect(answer.headers["content-encoding"], accept).toBe(expected);
    expect(answer.body.equals(await read(page)), accept).toBe(true);
    if (expected) expect(answer.wireLength, accept).toBeLessThan(answer.body.length);
  }
  const text = oneOfEachKind(files).filter((file) => /\.(js|json|xml|svg|css)$/.test(file) && !isEditor(file));
  const binary = oneOfEachKind(files).filter((file) => /\.(avif|webp|jpe?g|png|woff2)$/.test(file));
  expect(text.length).toBeGreaterThan(0);
  expect(binary.length).toBeGreaterThan(0);
  for (const file of text) {
    const answer = await rawRequest(origin, file, { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"], file).toBe("br");
    expect(answer.body.equals(await read(file)), file).toBe(true);
  }
  for (const file of binary) {
    const answer = await rawRequest(origin, file, { "accept-encoding": "br, gzip" });
    expect(answer.headers["content-encoding"], file).toBeUndefined();
    expect(answer.body.equals(await read(file)), file).toBe(true);
  }
});

test("a copy the browser has is confirmed with 304, and only GET and HEAD are answered", { tag: "@host" }, async ({ baseURL }) => {
  const origin = baseURL ?? "";
  const first = await rawRequest(origin, "/");
  const etag = first.headers.etag ?? "";
  expect(etag).toMatch(/^"[^"]+"$/);
  const again = await rawRequest(origin, "/", { "if-none-match": etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect((await rawRequest(origin, "/", { "if-none-match": '"outra-versao"' })).status).toBe(200);
  const head = await rawRequest(origin, "/", {}, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect((await rawRequest(origin, "/", {}, "POST")).status).toBe(405);
});
