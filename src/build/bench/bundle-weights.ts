import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The islands' shared chunk with React and React DOM, as `npm run bench` measured it on 2026-11-26
 * with React 19.0.9 (the version the project pinned before the site editor; same code, same build).
 * Decap CMS needs React ^19.1, and one React for the whole project beats shipping two: the row below
 * prints what that move costs the pages with an island.
 */
const REACT_19_0_CHUNK_GZIP = 55_097;

const gzipOf = async (file: string) => gzipSync(await readFile(file)).length;

async function jsFiles(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".js")).map((name) => join(dir, name));
}

export interface BundleWeights {
  /** The chunk every island shares (React, React DOM): loaded only on pages with an island. */
  reactChunk: number;
  reactChunkBefore: number;
}

export async function bundleWeights(dist: string): Promise<BundleWeights> {
  const site = await jsFiles(join(dist, "assets"));
  const hydrator = site.find((file) => /island-hydrator-[\w-]+\.js$/.test(file));
  return {
    reactChunk: hydrator ? await gzipOf(hydrator) : NaN,
    reactChunkBefore: REACT_19_0_CHUNK_GZIP,
  };
}
