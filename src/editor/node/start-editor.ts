import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { realpathSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer as createNetServer } from "node:net";
import { createRequire } from "node:module";
import { join } from "node:path";
import { build as viteBuild, preview, type PreviewServer } from "vite";
import { editorSecurityPolicy } from "../../build/security-headers";
import { contentFolder } from "../../engine/node/content-folder";
import { ADMIN_BASE, adminViteConfig } from "./admin-vite-config";
import { copyEditorBuild, writeEditorSettings } from "./editor-page";

export interface RunningEditor {
  url: string;
  close(): Promise<void>;
}

/** Whether nothing listens on the port yet: an old editor left running would otherwise answer for this one. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const probe = createNetServer();
    probe.once("error", () => resolvePromise(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolvePromise(true)));
  });
}

/**
 * Decap's own local server. Its `fs` mode (`npm run editor`): every save is written to the files at once, no git, no
 * sign-in. Its `git` mode (the editorial workflow rehearsed): a branch per entry in `repoDir`, which it checks out and
 * merges, so it must be a repository of its own, never a folder inside the project's.
 */
async function startBackend(repoDir: string, port: number, mode: "fs" | "git"): Promise<ChildProcess> {
  if (!(await portIsFree(port))) throw new Error(`a porta ${port} já está em uso (outro editor aberto?). Feche-o ou use --backend-port <outra porta>`);
  if (mode === "git" && !isRepositoryRoot(repoDir)) throw new Error(`${repoDir} não é a raiz de um repositório git próprio`);
  const entry = createRequire(import.meta.url).resolve("decap-server");
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: repoDir, MODE: mode, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // It must not outlive this process (Ctrl+C, a test's teardown).
  process.once("exit", () => child.kill());
  return new Promise((resolvePromise, reject) => {
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      if (error) {
        child.kill();
        reject(error);
      } else resolvePromise(child);
    };
    const timer = setTimeout(() => settle(new Error(`o decap-server não respondeu na porta ${port} em 60 s`)), 60_000);
    child.once("error", (error) => settle(error));
    child.once("exit", (code) => settle(new Error(`o decap-server parou (código ${code}) antes de abrir a porta ${port}`)));
    // It logs nothing at "warn" once listening: ask it directly, until it answers or gives up.
    const poll = async () => {
      if (settled) return;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: '{"action":"info"}',
        });
        if (response.ok) return settle();
      } catch {
        // not listening yet
      }
      setTimeout(poll, 200);
    };
    void poll();
  });
}

/**
 * The editor a build published, for `npm run editor` at /admin/: only one built for a site at the root can be, as its
 * page names its code under /admin/.
 */
async function copyBuiltEditor(built: string, adminDir: string): Promise<void> {
  const page = await readFile(join(built, "index.html"), "utf8").catch(() => "");
  if (!page.includes(`src="${ADMIN_BASE}assets/`)) throw new Error(`${built} não tem um editor gerado por npm run build para um site na raiz (${ADMIN_BASE})`);
  await copyEditorBuild(built, adminDir);
}

/** Whether `dir` is the top of a git repository (git would otherwise act on the repository around it). */
function isRepositoryRoot(dir: string): boolean {
  const top = spawnSync("git", ["rev-parse", "--show-toplevel"], { cwd: dir, encoding: "utf8" });
  return top.status === 0 && realpathSync(top.stdout.trim()) === realpathSync(dir);
}

/**
 * `npm run editor`: the editor at http://localhost:<port>/admin/ against the working copy. The backend
 * works from the project's root; `--content` points the collections at another content folder inside it.
 * `editorialWorkflow`: the hosted flow instead, on the git repository `root` (workflow-rehearsal.ts).
 * `siteUrl`: the site is served from another origin, whose doorway sets the pencils' flag, as for an editor
 * published on its own origin (src/editor/shared/editor-origin.ts).
 */
export async function startEditor({
  root,
  port,
  backendPort,
  editorialWorkflow = false,
  siteUrl,
  builtEditor,
}: {
  root: string;
  port: number;
  backendPort: number;
  editorialWorkflow?: boolean;
  siteUrl?: string;
  /** The `admin/` of a build of this code (`npm run build`'s, at the site's root), served instead of building the editor again. */
  builtEditor?: string;
}): Promise<RunningEditor> {
  const backend = await startBackend(root, backendPort, editorialWorkflow ? "git" : "fs");
  let server: PreviewServer;
  try {
    const settings = {
      mode: "local" as const,
      proxyUrl: `http://127.0.0.1:${backendPort}/api/v1`,
      contentFolder: contentFolder(root),
      editorialWorkflow,
      ...(siteUrl ? { siteUrl } : {}),
    };
    // Built once, then served (a folder per port: two editors at once never serve each other's build): a production React loads in seconds, where the dev server would send thousands of modules.
    const adminDir = join(root, ".cache", "editor", String(port), "admin");
    const config = { ...adminViteConfig(root, settings, adminDir), logLevel: "error" as const };
    if (builtEditor) await copyBuiltEditor(builtEditor, adminDir);
    else await viteBuild(config);
    await writeEditorSettings(adminDir, settings, "/");
    const headers = {
      "Content-Security-Policy": editorSecurityPolicy(undefined, settings.proxyUrl),
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Robots-Tag": "noindex, nofollow",
    };
    server = await preview({ ...config, preview: { port, strictPort: true, host: "127.0.0.1", headers } });
  } catch (error) {
    backend.kill();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}${ADMIN_BASE}`,
    async close() {
      backend.kill();
      await server.close();
    },
  };
}
