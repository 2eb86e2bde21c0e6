import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";

/** The part of Vite's build manifest we read: each chunk's file. */
type ViteManifest = Record<string, { file: string }>;

/** The self-hosted fonts' hashed URLs, which every page preloads (page-template.ts). */
export async function readFontFiles(outDir: string, base: string): Promise<string[]> {
  const manifestDir = join(outDir, ".vite");
  const manifest = JSON.parse(await readFile(join(manifestDir, "manifest.json"), "utf8")) as ViteManifest;
  // The manifest is a build detail, not something to publish.
  await rm(manifestDir, { recursive: true, force: true });
  return Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith(".woff2"))
    .map((file) => `${base}${file}`);
}
