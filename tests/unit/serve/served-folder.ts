import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach } from "vitest";
import { headersFile } from "../../../src/build/security-headers";
import { startStaticServer } from "../../../src/build/serve/static-server";
import { fixtureSiteJson } from "../../support/fixture-site";

/** Over 1 KB, so the server compresses it like a host would. */
export const page = (text: string) => `<!doctype html><title>${text}</title><p>${text.repeat(400)}</p>`;

export interface ServedFolder {
  dir: string;
  url: string;
  port: number;
}

/**
 * Before each test, a real server on a fresh temporary folder laid out like dist/ (a page, the 404
 * page, a hashed asset, an image and the _headers the build writes), on a free loopback port; after
 * it, both are gone. Read the fields inside tests: they change for every test.
 */
export function useServedFolder(): ServedFolder {
  const folder: ServedFolder = { dir: "", url: "", port: 0 };
  let server: Server;
  beforeEach(async () => {
    folder.dir = await mkdtemp(join(tmpdir(), "mc-serve-"));
    await mkdir(join(folder.dir, "assets"));
    await mkdir(join(folder.dir, "images"));
    await writeFile(join(folder.dir, "sobre.html"), page("Sobre"));
    await writeFile(join(folder.dir, "404.html"), page("Não encontrada"));
    await writeFile(join(folder.dir, "assets/app-1a2b3c.js"), "console.log(1);".repeat(100));
    await writeFile(join(folder.dir, "images/foto.jpg"), "jpg");
    await writeFile(join(folder.dir, "_headers"), headersFile(fixtureSiteJson(), {}));
    server = await startStaticServer({ distDir: folder.dir, port: 0 });
    folder.port = (server.address() as AddressInfo).port;
    folder.url = `http://127.0.0.1:${folder.port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(folder.dir, { recursive: true, force: true });
  });
  return folder;
}
