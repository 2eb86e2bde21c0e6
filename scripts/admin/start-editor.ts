import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { contentFolder } from "../content/content-folder";
import { ADMIN_BASE, adminViteConfig } from "./admin-vite-config";

export interface RunningEditor {
  url: string;
  close(): Promise<void>;
}

/** Decap's own local server, in its `fs` mode: every save is written to the files at once, no git, no sign-in. */
function startBackend(repoDir: string, port: number): Promise<ChildProcess> {
  const entry = createRequire(import.meta.url).resolve("decap-server");
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: repoDir, MODE: "fs", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => resolvePromise(child), 15_000);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`o decap-server parou (código ${code}): a porta ${port} já está em uso?`)));
    // It logs nothing at "warn" once listening: ask it directly.
    const poll = async () => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: '{"action":"info"}',
        });
        if (response.ok) {
          clearTimeout(timer);
          child.removeAllListeners("exit");
          return resolvePromise(child);
        }
      } catch {
        // not listening yet
      }
      setTimeout(poll, 200);
    };
    void poll();
  });
}

/**
 * `npm run editor`: the editor at http://localhost:<port>/admin/ against the working copy. The
 * collections name files as "site-content/...", so the backend works from the folder that holds the
 * content folder (the project, or a test's copy).
 */
export async function startEditor({ root, port, backendPort }: { root: string; port: number; backendPort: number }): Promise<RunningEditor> {
  const repoDir = dirname(resolve(root, contentFolder(root)));
  const backend = await startBackend(repoDir, backendPort);
  let server: ViteDevServer;
  try {
    const settings = { mode: "local" as const, proxyUrl: `http://127.0.0.1:${backendPort}/api/v1` };
    server = await createServer({ ...adminViteConfig(root, settings), server: { port, strictPort: true, host: "127.0.0.1", fs: { allow: [root, repoDir] } } });
    await server.listen();
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
