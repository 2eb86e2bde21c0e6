import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { test, expect } from "./support/fixtures";
import { startStaticServer } from "../../src/build/serve/static-server";
import { MISSING_PATH } from "./support/site-routes";
import { cleanAddress, DIST_DIR, oneOfEachKind, rawRequest, siteFiles, type RawAnswer } from "./support/host-requests";

/**
 * The local server (`npm run serve`, `npm start`, the other browser tests, the bench) against Cloudflare Pages' own
 * runtime: the same requests to both, the same status, the headers that matter and the same bytes. npm test runs it
 * with the runtime as baseURL (tag @host); on the local server alone it would compare the server with itself.
 *
 * Left out, and why (docs/hosting.md, "What is proven where"): an empty or dot segment spelled into the path
 * ("//blog/1", "/blog/..%2fsobre"), which wrangler resolves through the file system and the edge by exact file name;
 * the validators' spelling (ETag's value; Last-Modified, which neither sends); Vary and Content-Length (the runtime
 * streams); the 405's reason and Allow (the local server says more).
 */
const HEADERS_THAT_MATTER = [
  "content-type",
  "location",
  "cache-control",
  "content-security-policy",
  "cross-origin-opener-policy",
  "x-frame-options",
  "x-content-type-options",
  "strict-transport-security",
  "referrer-policy",
  "permissions-policy",
  "x-robots-tag",
  "access-control-allow-origin",
];

let local: Server;
let localOrigin = "";
test.beforeAll(async () => {
  local = await startStaticServer({ distDir: DIST_DIR, port: 0 });
  localOrigin = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  local.closeAllConnections();
  await new Promise((done) => local.close(done));
});

/** What must agree: status, the headers that matter, the bytes a visitor reads, and whether they came compressed. */
const comparable = (answer: RawAnswer) => ({
  status: answer.status,
  headers: Object.fromEntries(HEADERS_THAT_MATTER.map((name) => [name, answer.headers[name]])),
  body: answer.body.toString("base64"),
  // The runtime compresses even an empty redirect; the edge compresses only 200, 403 and 404 (Cloudflare's documentation).
  compressed: answer.body.length > 0 && answer.headers["content-encoding"] !== undefined,
});

function requestsToCompare(): { path: string; headers?: Record<string, string>; method?: string }[] {
  const files = siteFiles();
  const pages = files.filter((file) => file.endsWith(".html"));
  const addresses = pages.map(cleanAddress);
  return [
    ...addresses.map((path) => ({ path, headers: { "accept-encoding": "br, gzip" } })),
    ...pages.map((path) => ({ path })),
    ...addresses.filter((address) => !address.endsWith("/")).map((address) => ({ path: `${address}/?de=fora` })),
    ...addresses.filter((address) => address.endsWith("/") && address !== "/").map((address) => ({ path: address.slice(0, -1) })),
    ...oneOfEachKind(files.filter((file) => !file.endsWith(".html"))).flatMap((path) => [{ path }, { path, headers: { "accept-encoding": "gzip" } }]),
    ...["/index", "/blog/index", `${MISSING_PATH}`, `${MISSING_PATH}/`, `/assets/${MISSING_PATH}.js`, "/%E0%A4%A", "/%2e%2e/%2e%2e/etc/passwd"].map((path) => ({
      path,
      headers: { "accept-encoding": "br" },
    })),
    ...(addresses[1] ? [{ path: `/%${addresses[1].charCodeAt(1).toString(16)}${addresses[1].slice(2)}` }] : []),
    { path: "/", method: "HEAD" },
    { path: "/", method: "POST" },
  ];
}

test("the local server answers every kind of request as Cloudflare Pages' runtime does", { tag: "@host" }, async ({ baseURL }) => {
  test.skip(baseURL === localOrigin, "the local server is the server under test");
  const requests = requestsToCompare();
  expect(requests.length).toBeGreaterThan(20);
  const disagreements: string[] = [];
  for (const { path, headers, method } of requests) {
    const [host, ours] = await Promise.all([rawRequest(baseURL ?? "", path, headers, method), rawRequest(localOrigin, path, headers, method)]);
    const expected = comparable(host);
    const actual = comparable(ours);
    // 405: the status is the host's; the reason written under it is ours.
    if (expected.status === 405) {
      if (actual.status !== 405) disagreements.push(`${method} ${path}: ${actual.status}, não 405`);
      continue;
    }
    for (const key of ["status", "compressed", "body"] as const) {
      if (expected[key] !== actual[key])
        disagreements.push(`${method ?? "GET"} ${path}: ${key} ${String(actual[key]).slice(0, 40)}, o runtime: ${String(expected[key]).slice(0, 40)}`);
    }
    for (const name of HEADERS_THAT_MATTER) {
      if (expected.headers[name] !== actual.headers[name]) {
        disagreements.push(`${method ?? "GET"} ${path}: ${name} ${JSON.stringify(actual.headers[name])}, o runtime: ${JSON.stringify(expected.headers[name])}`);
      }
    }
  }
  expect(disagreements).toEqual([]);
});
