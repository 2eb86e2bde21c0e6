import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build as viteBuild } from "vite";
import type { EditorSettings } from "../shared/editor-settings";
import { EDITOR_DATA_FILE } from "../shared/editor-data";
import { contentFolder } from "../../engine/node/content-folder";
import { loadSiteContent } from "../../engine/node/load-content";
import { formatProblem } from "../../engine/core/format/format-problem";
import { editorOriginHeadersFile, editorSecurityPolicy } from "../../build/security-headers";
import { adminViteConfig, DOORWAY_PAGE } from "./admin-vite-config";
import { publishedEditorData } from "./editor-data";
import { copyEditorBuild, writeEditorSettings } from "./editor-page";
import { hostedSettings, ownOriginSettings } from "./hosted-settings";

export interface AdminBuild {
  /** The site's public base ("/", or "/repo/" for a GitHub Pages project site). */
  siteBase?: string;
  settings?: EditorSettings;
  /** The build's instant: the editor's data holds what the site publishes then, and nothing it holds back. */
  now: Date;
  /**
   * The `admin/` of a build of the same code for the same base, whose editor this one copies instead of building it
   * again (editor-page.ts: every copy of the editor has the same code; only its settings differ). Not for the doorway.
   */
  builtEditor?: string;
}

/**
 * dist/admin/ (docs/site-editor.md, "Hosting the editor"). Connected to GitHub: the editor's bundle and its previews'
 * data (editor-data.json, made from what this build publishes); the check before saving reads the content through
 * GitHub as the signed-in volunteer, so no copy of the content is published. Not connected: the bundle that says so,
 * and no content file. With SITE_EDITOR_URL: only the doorway to the editor on its own origin.
 */
export async function buildAdmin(root: string, outDir: string, { siteBase = "/", settings = hostedSettings(), now, builtEditor }: AdminBuild): Promise<void> {
  const adminDir = join(outDir, "admin");
  if (settings.mode === "doorway") {
    await viteBuild({ ...adminViteConfig(root, settings, adminDir, siteBase), logLevel: "error" });
    await rename(join(adminDir, DOORWAY_PAGE), join(adminDir, "index.html"));
    return;
  }
  if (builtEditor) await copyEditorBuild(builtEditor, adminDir);
  // Decap's dependencies warn about their own code (eval on paths the browser never takes, large chunks): not ours to fix.
  else await viteBuild({ ...adminViteConfig(root, settings, adminDir, siteBase), logLevel: "error" });
  await writeEditorSettings(adminDir, settings, siteBase);
  if (settings.mode === "github") await writeFile(join(adminDir, EDITOR_DATA_FILE), JSON.stringify(await publishedEditorData(root, now)));
}

/**
 * `npm run build -- --editor-only`: the editor alone, for its own origin (SITE_EDITOR_URL), deployed as a site of its
 * own from the same repository: the editor at /admin/ (the root sends there), its data, its headers on every address,
 * kept out of search engines. Its previews show the pictures the site publishes at site.json's `url`.
 */
export async function buildEditorOrigin(root: string, outDir: string, now: Date): Promise<void> {
  const loaded = await loadSiteContent(root, { now });
  if (!loaded.ok) throw new Error(`o conteúdo não passa na verificação:\n${loaded.problems.map(formatProblem).join("\n")}`);
  const { url } = loaded.content.site;
  const settings = ownOriginSettings(url);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await buildAdmin(root, outDir, { settings, now });
  const policy = editorSecurityPolicy(settings.mode === "github" ? settings.authUrl : undefined, undefined, url);
  await writeFile(join(outDir, "_headers"), editorOriginHeadersFile(policy));
  // Netlify's and Cloudflare Pages' own file of redirects: the editor's origin opens on the editor.
  await writeFile(join(outDir, "_redirects"), "/ /admin/ 302\n");
  await writeFile(join(outDir, "robots.txt"), "User-agent: *\nDisallow: /\n");
  // The editor's page names the site's icon beside it (src/editor/app/index.html).
  await copyFile(join(root, contentFolder(root), "static", "favicon.svg"), join(outDir, "favicon.svg")).catch(() => undefined);
}
