import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { copyProject } from "../../../src/build/temp-project";
import { buildSite } from "../../../src/build/build-site";
import { BLOCK_CATALOGUE_FILE } from "../../../src/engine/node/generate/block-catalogue";
import { startStaticServer } from "../../../src/build/serve/static-server";
import { copyFixtureContent } from "../../support/fixture-site";

const projectRoot = join(import.meta.dirname, "../../..");

export interface TempSite {
  root: string;
  url: string;
  close(): Promise<void>;
}

/**
 * A copy of the project with some content changed, built for real and served like a static host.
 * `fixture: true` starts from the site the tests own (tests/fixtures/site-content) instead of the
 * editors' content, for tests that count or name what they find.
 */
export async function buildTempSite(options: { files?: Record<string, string>; base?: string; fixture?: boolean }): Promise<TempSite> {
  const root = await prepareTempProject(options);
  const base = options.base ?? "/";
  const outDir = join(root, "dist");
  await buildSite({ root, outDir, base, quiet: true });
  // Port 0: the system picks a free one, so temporary sites never collide with each other or anything else running.
  const server: Server = await startStaticServer({ distDir: outDir, port: 0, base });
  const { port } = server.address() as AddressInfo;
  return {
    root,
    url: `http://127.0.0.1:${port}${base.replace(/\/$/, "")}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The copy of the project buildTempSite builds, for a test that builds it itself (or expects a refusal). */
export async function prepareTempProject(options: { files?: Record<string, string>; fixture?: boolean }): Promise<string> {
  const root = await copyProject(projectRoot);
  if (options.fixture) {
    await rm(join(root, "site-content"), { recursive: true, force: true });
    await copyFixtureContent(root);
    // The block catalogue is generated from schemas/ and checked by the build, whatever the content.
    await copyFile(join(projectRoot, BLOCK_CATALOGUE_FILE), join(root, BLOCK_CATALOGUE_FILE));
  }
  for (const [file, text] of Object.entries(options.files ?? {})) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}
