import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build as viteBuild } from "vite";
import type { EditorSettings } from "../../src/admin/editor-settings";
import { EDITOR_DATA_FILE } from "../../src/admin/editor-data";
import { adminViteConfig } from "./admin-vite-config";
import { editorData } from "./editor-data";

/** The hosted editor's settings, from the host's build environment (site-content/LEIA-ME.md, "Editor do site"). */
export function hostedSettings(env: NodeJS.ProcessEnv = process.env): EditorSettings {
  const repo = env.SITE_EDITOR_REPO?.trim();
  if (!repo) return { mode: "unconfigured" };
  return {
    mode: "github",
    repo,
    branch: env.SITE_EDITOR_BRANCH?.trim() || "main",
    authUrl: env.SITE_EDITOR_AUTH_URL?.trim() || undefined,
    authEndpoint: env.SITE_EDITOR_AUTH_ENDPOINT?.trim() || undefined,
  };
}

/** dist/admin/: the editor's bundle and the site data its previews and checks read. */
export async function buildAdmin(root: string, outDir: string, settings: EditorSettings = hostedSettings()): Promise<void> {
  const adminDir = join(outDir, "admin");
  // Decap's own code uses eval (it is why /admin/ has its own CSP): its warnings are not ours to fix.
  await viteBuild({ ...adminViteConfig(root, settings, adminDir), logLevel: "error" });
  await writeFile(join(adminDir, EDITOR_DATA_FILE), JSON.stringify(await editorData(root)));
}
