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
 * The weight of a built editor, read from Vite's manifest (never from file names). The entry (main.tsx) starts
 * Decap with a dynamic import it always makes once there is somewhere to save, so "first paint" is what the
 * entry loads statically, plus what each dynamic import made from that code loads statically: one level of
 * dynamic imports, wherever the bundler put the entry's code. What those chunks load on demand in turn (the check
 * before saving, the previews, the post's text box) is counted only in `all`.
 */
export async function editorWeightOf(outDir: string, manifest: Manifest): Promise<EditorWeight> {
  const gzipOf = async (file: string) => gzipSync(await readFile(join(outDir, file))).length;
  /** The chunks `key` loads statically, itself included. */
  const staticClosure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error("o manifesto do editor não tem entrada");
  const opening = new Set<string>();
  for (const entry of entries) for (const key of staticClosure(entry)) opening.add(key);
  for (const key of [...opening]) for (const started of manifest[key]?.dynamicImports ?? []) staticClosure(started, opening);
  const filesOf = (keys: Iterable<string>) =>
    [...keys].flatMap((key) => [manifest[key]?.file ?? "", ...(manifest[key]?.css ?? [])]).filter((file) => /\.(js|css)$/.test(file));
  const openingFiles = new Set(filesOf(opening));
  const allFiles = new Set(filesOf(Object.keys(manifest)));
  const sizes = new Map(await Promise.all([...allFiles].map(async (file) => [file, await gzipOf(file)] as const)));
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + (sizes.get(file) ?? 0), 0);
  return { firstPaint: sum(openingFiles), all: sum(allFiles), firstPaintFiles: [...openingFiles].sort() };
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
