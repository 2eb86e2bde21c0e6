import { mkdir, mkdtemp, rm, stat, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { page, useServedFolder } from "./served-folder";

const served = useServedFolder();

describe("the local static server", () => {
  it("answers 503 without a stack when files vanish during a rebuild, and keeps serving", async () => {
    await rm(join(served.dir, "404.html"));
    await rm(join(served.dir, "sobre.html"));
    const missing = await fetch(`${served.url}/sobre`);
    expect(missing.status).toBe(503);
    const text = await missing.text();
    expect(text).not.toMatch(/Error|at .*:\d+/);
    await rm(served.dir, { recursive: true, force: true });
    expect((await fetch(`${served.url}/sobre`)).status).toBe(503);
    await mkdir(served.dir);
    await writeFile(join(served.dir, "sobre.html"), page("De volta"));
    const back = await fetch(`${served.url}/sobre`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain("De volta");
  });

  it("serves the new build's compressed copy after a rebuild, even one of the same size in the same clock tick", async () => {
    const file = join(served.dir, "sobre.html");
    // Whole seconds: putting a sub-millisecond time back through utimes does not round-trip exactly.
    const tick = Math.floor(Date.now() / 1000);
    await utimes(file, tick, tick);
    const first = await fetch(`${served.url}/sobre`, { headers: { "Accept-Encoding": "br" } });
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(await first.text()).toContain("Sobre");
    const size = (await stat(file)).size;
    await writeFile(file, page("Sobra"));
    // Same size and the same time: a file system with coarse timestamps, or a fast rebuild.
    await utimes(file, tick, tick);
    expect((await stat(file)).size).toBe(size);
    const again = await fetch(`${served.url}/sobre`, { headers: { "Accept-Encoding": "br" } });
    expect(again.headers.get("content-encoding")).toBe("br");
    // fetch decodes brotli itself: this is what a visitor would read.
    expect(await again.text()).toContain("Sobra");
  });

  it("refuses a symlink that leads out of the folder, and follows one that stays inside", async () => {
    await symlink("/etc/passwd", join(served.dir, "leak.txt"));
    await symlink(join(served.dir, "sobre.html"), join(served.dir, "atalho.html"));
    const leak = await fetch(`${served.url}/leak.txt`);
    expect(leak.status).toBe(404);
    expect(await leak.text()).not.toContain("root:");
    expect((await fetch(`${served.url}/atalho`)).status).toBe(200);
  });

  it("refuses a 404 page or _headers that lead out of the folder", async () => {
    const outside = await mkdtemp(join(tmpdir(), "mc-outside-"));
    try {
      await writeFile(join(outside, "404.html"), page("Segredo de fora"));
      await writeFile(join(outside, "_headers"), "/*\n  X-De-Fora: sim\n");
      await rm(join(served.dir, "404.html"));
      await rm(join(served.dir, "_headers"));
      await symlink(join(outside, "404.html"), join(served.dir, "404.html"));
      await symlink(join(outside, "_headers"), join(served.dir, "_headers"));
      const missing = await fetch(`${served.url}/nada`);
      expect(await missing.text()).not.toContain("Segredo de fora");
      expect((await fetch(`${served.url}/sobre`)).headers.get("x-de-fora")).toBeNull();
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it("allows only GET and HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await fetch(`${served.url}/sobre`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
    const head = await fetch(`${served.url}/sobre`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBeTruthy();
    expect(await head.text()).toBe("");
  });
});
