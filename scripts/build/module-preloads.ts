import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";

/** The part of Vite's build manifest we read: each chunk's file and the chunks it imports. */
type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** Given source files loaded lazily by a page, the chunk URLs to list as modulepreload. */
export type ModulePreloads = (sourceFiles: readonly string[]) => string[];

export const POST_VIEW_SOURCE = "src/app/post/post-view.tsx";

export function blockSources(blockTypes: readonly string[]): string[] {
  return blockTypes.map((type) => `src/blocks/${type}/${type}-block.tsx`);
}

/**
 * Each block is its own chunk (src/blocks/registry.ts), and so is the post view. Listing a page's chunks as
 * <link rel="modulepreload"> lets the browser fetch them alongside the entry script instead of
 * after it, so hydration does not wait for a second round trip.
 */
export async function readBuildAssets(outDir: string, base: string, template: string): Promise<{ modulePreloads: ModulePreloads; fontFiles: string[] }> {
  const manifestDir = join(outDir, ".vite");
  const manifest = JSON.parse(await readFile(join(manifestDir, "manifest.json"), "utf8")) as ViteManifest;
  // The manifest is a build detail, not something to publish.
  await rm(manifestDir, { recursive: true, force: true });

  const chunksOf = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) chunksOf(imported, seen);
  };
  // index.html already loads the entry chunks (Vite wrote them into the template) and what they import.
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (template.includes(`/${chunk.file}"`)) chunksOf(key, loadedByEntry);

  const modulePreloads: ModulePreloads = (sourceFiles) => {
    const keys = new Set<string>();
    for (const file of sourceFiles) chunksOf(file, keys);
    return [...keys].filter((key) => !loadedByEntry.has(key)).map((key) => `${base}${manifest[key]?.file}`);
  };
  const fontFiles = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith(".woff2"))
    .map((file) => `${base}${file}`);
  return { modulePreloads, fontFiles };
}
