import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build as viteBuild } from "vite";
import type { EditorSettings } from "../shared/editor-settings";
import { EDITOR_DATA_FILE } from "../shared/editor-data";
import { adminViteConfig } from "./admin-vite-config";
import { editorData } from "./editor-data";
import { hostedSettings } from "./hosted-settings";

/** dist/admin/: the editor's bundle and the site data its previews and checks read. */
export async function buildAdmin(root: string, outDir: string, siteBase = "/", settings: EditorSettings = hostedSettings()): Promise<void> {
  const adminDir = join(outDir, "admin");
  // Decap's own code uses eval (it is why /admin/ has its own CSP): its warnings are not ours to fix.
  await viteBuild({ ...adminViteConfig(root, settings, adminDir, siteBase), logLevel: "error" });
  await writeFile(join(adminDir, EDITOR_DATA_FILE), JSON.stringify(await editorData(root)));
}
