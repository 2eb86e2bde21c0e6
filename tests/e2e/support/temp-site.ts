import { rm } from "node:fs/promises";
import type { Server } from "node:http";
import { join } from "node:path";
import { copyProject } from "../../../scripts/bench/temp-project";
import { buildSite } from "../../../scripts/build/build-site";
import { startStaticServer } from "../../../scripts/serve/static-server";

const projectRoot = join(import.meta.dirname, "../../..");

export interface TempSite {
  root: string;
  url: string;
  close(): Promise<void>;
}

/** A copy of the project with some content changed, built for real and served like a static host. */
export async function buildTempSite(options: { files?: Record<string, string>; base?: string; port: number }): Promise<TempSite> {
  const root = await copyProject(projectRoot, options.files);
  const base = options.base ?? "/";
  const outDir = join(root, "dist");
  await buildSite({ root, outDir, base, quiet: true });
  const server: Server = await startStaticServer({ distDir: outDir, port: options.port, base });
  return {
    root,
    url: `http://127.0.0.1:${options.port}${base.replace(/\/$/, "")}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}
