import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build as viteBuild, type Manifest } from "vite";
import { adminViteConfig } from "../../editor/node/admin-vite-config";
import type { EditorSettings } from "../../editor/shared/editor-settings";

export interface EditorWeight {
  /** Gzip bytes /admin/ loads before Decap shows anything: the entry, what it imports to start Decap, their static imports and CSS. */
  firstPaint: number;
  /** Gzip bytes of every script and stylesheet the editor may ever load (widgets, previews, the check: on demand). */
  all: number;
  /** The files counted in firstPaint, for the curious. */
  firstPaintFiles: string[];
}

/**
 * The weight of a built editor, read from Vite's manifest (never from file names): the entry (main.tsx)
 * starts Decap through a dynamic import it always makes once there is somewhere to save, so "first paint" is
 * the entry and its dynamic imports, each with every chunk they import statically. What those chunks load
 * on demand (the check before saving, the previews, the post's text box) is counted only in `all`.
 */
export async function editorWeightOf(outDir: string, manifest: Manifest): Promise<EditorWeight> {
  const gzipOf = async (file: string) => gzipSync(await readFile(join(outDir, file))).length;
  const opening = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || opening.has(chunk.file)) return;
    opening.add(chunk.file);
    for (const css of chunk.css ?? []) opening.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length === 0) throw new Error("o manifesto do editor não tem entrada");
  for (const [key, chunk] of entries) {
    visit(key);
    for (const started of chunk.dynamicImports ?? []) visit(started);
  }
  const every = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const sizes = new Map(await Promise.all([...every].filter((file) => /\.(js|css)$/.test(file)).map(async (file) => [file, await gzipOf(file)] as const)));
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + (sizes.get(file) ?? 0), 0);
  return { firstPaint: sum(opening), all: sum(sizes.keys()), firstPaintFiles: [...opening].sort() };
}

/** Hosted settings: what editors load in production (the GitHub backend). */
const MEASURED_SETTINGS: EditorSettings = { mode: "github", repo: "igreja/site", branch: "main" };

/** Builds the editor apart (with a manifest, which the published build does not keep) and weighs it. */
export async function measureEditorWeight(root: string, settings: EditorSettings = MEASURED_SETTINGS): Promise<EditorWeight> {
  const outDir = join(root, ".cache", "bench-editor", "admin");
  const config = adminViteConfig(root, settings, outDir);
  await viteBuild({ ...config, logLevel: "error", build: { ...config.build, manifest: true } });
  try {
    const manifest = JSON.parse(await readFile(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
    return await editorWeightOf(outDir, manifest);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
