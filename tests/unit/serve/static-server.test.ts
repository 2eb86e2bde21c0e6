import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { headersFile } from "../../../scripts/build/security-headers";
import { startStaticServer } from "../../../scripts/serve/static-server";
import { fixtureSiteJson } from "../../support/fixture-site";

/** A real server on a real folder, on a free loopback port. */
let dir = "";
let server: Server;
let url = "";

// Over 1 KB, so the server compresses it like a host would.
const page = (text: string) => `<!doctype html><title>${text}</title><p>${text.repeat(400)}</p>`;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "mc-serve-"));
  await mkdir(join(dir, "assets"));
  await mkdir(join(dir, "images"));
  await writeFile(join(dir, "sobre.html"), page("Sobre"));
  await writeFile(join(dir, "404.html"), page("Não encontrada"));
  await writeFile(join(dir, "assets/app-1a2b3c.js"), "console.log(1);".repeat(100));
  await writeFile(join(dir, "images/foto.jpg"), "jpg");
  await writeFile(join(dir, "_headers"), headersFile(fixtureSiteJson()));
  server = await startStaticServer({ distDir: dir, port: 0 });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("the local static server", () => {
  it("answers 503 without a stack when files vanish during a rebuild, and keeps serving", async () => {
    await rm(join(dir, "404.html"));
    await rm(join(dir, "sobre.html"));
    const missing = await fetch(`${url}/sobre`);
    expect(missing.status).toBe(503);
    const text = await missing.text();
    expect(text).not.toMatch(/Error|at .*:\d+/);
    await rm(dir, { recursive: true, force: true });
    expect((await fetch(`${url}/sobre`)).status).toBe(503);
    await mkdir(dir);
    await writeFile(join(dir, "sobre.html"), page("De volta"));
    const back = await fetch(`${url}/sobre`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain("De volta");
  });

  it("serves the new build's compressed copy after a rebuild, not the old one", async () => {
    const first = await fetch(`${url}/sobre`, { headers: { "Accept-Encoding": "br" } });
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(await first.text()).toContain("Sobre");
    await writeFile(join(dir, "sobre.html"), page("Nova"));
    const later = new Date(Date.now() + 5000);
    await utimes(join(dir, "sobre.html"), later, later);
    const raw = await fetch(`${url}/sobre`, { headers: { "Accept-Encoding": "br" } });
    // fetch decodes brotli itself: this is what a visitor would read.
    expect(await raw.text()).toContain("Nova");
  });

  it("refuses a symlink that leads out of the folder, and follows one that stays inside", async () => {
    await symlink("/etc/passwd", join(dir, "leak.txt"));
    await symlink(join(dir, "sobre.html"), join(dir, "atalho.html"));
    const leak = await fetch(`${url}/leak.txt`);
    expect(leak.status).toBe(404);
    expect(await leak.text()).not.toContain("root:");
    expect((await fetch(`${url}/atalho`)).status).toBe(200);
  });

  it("allows only GET and HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${url}/sobre`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
    const head = await fetch(`${url}/sobre`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBeTruthy();
    expect(await head.text()).toBe("");
  });

  it("caches by kind of file, as dist/_headers tells the real hosts, and answers 304 to a fresh copy", async () => {
    const html = await fetch(`${url}/sobre`);
    expect(html.headers.get("cache-control")).toBe("no-cache");
    expect((await fetch(`${url}/assets/app-1a2b3c.js`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${url}/images/foto.jpg`)).headers.get("cache-control")).toMatch(/^public, max-age=\d{6,}$/);

    const etag = html.headers.get("etag") ?? "";
    const lastModified = html.headers.get("last-modified") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const byTag = await fetch(`${url}/sobre`, { headers: { "If-None-Match": etag } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe("");
    expect((await fetch(`${url}/sobre`, { headers: { "If-Modified-Since": lastModified } })).status).toBe(304);
    expect((await fetch(`${url}/sobre`, { headers: { "If-None-Match": '"outra"' } })).status).toBe(200);

    await writeFile(join(dir, "sobre.html"), page("Mudou"));
    const later = new Date(Date.now() + 5000);
    await utimes(join(dir, "sobre.html"), later, later);
    expect((await fetch(`${url}/sobre`, { headers: { "If-None-Match": etag } })).status).toBe(200);
  });
});
