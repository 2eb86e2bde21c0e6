import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build as viteBuild } from "vite";
import type { EditorSettings } from "../shared/editor-settings";
import { CONTENT_SOURCES_FILE, EDITOR_DATA_FILE } from "../shared/editor-data";
import { adminViteConfig } from "./admin-vite-config";
import { contentSources, editorData } from "./editor-data";
import { hostedSettings } from "./hosted-settings";

/** dist/admin/: the editor's bundle, the site data its previews read and the content its check before saving runs on. */
export async function buildAdmin(root: string, outDir: string, siteBase = "/", settings: EditorSettings = hostedSettings()): Promise<void> {
  const adminDir = join(outDir, "admin");
  // Decap's dependencies warn about their own code (eval on paths the browser never takes, large chunks): not ours to fix.
  await viteBuild({ ...adminViteConfig(root, settings, adminDir, siteBase), logLevel: "error" });
  await writeFile(join(adminDir, EDITOR_DATA_FILE), JSON.stringify(await editorData(root)));
  await writeFile(join(adminDir, CONTENT_SOURCES_FILE), JSON.stringify(await contentSources(root)));
}
