import { spawn, type ChildProcess } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

/** Cloudflare Pages' own runtime serving a folder: `wrangler pages dev` (workerd and the Pages asset server). */
export interface CloudflarePages {
  url: string;
  stop(): Promise<void>;
}

export interface CloudflarePagesOptions {
  distDir: string;
  port: number;
  /** The project, for node_modules/wrangler and the runtime's state and logs under .cache/wrangler/. */
  projectRoot: string;
}

const require = createRequire(import.meta.url);

/**
 * The newest compatibility date the installed runtime knows. wrangler asks for today's date when none is given, and
 * a workerd older than today refuses to start; the date only matters to Pages Functions, which this site has none
 * of, so the runtime's own date is always right.
 */
export function runtimeCompatibilityDate(): string {
  return (require("workerd") as { compatibilityDate: string }).compatibilityDate;
}

/**
 * Nothing leaves the machine: no usage figures or error reports, no request for the visitor data Cloudflare adds to
 * requests (`cf`), and the update check asks a registry address where nothing listens. Its state and logs stay in
 * .cache/wrangler/, not in the home folder.
 */
export function offlineEnvironment(projectRoot: string): NodeJS.ProcessEnv {
  const state = join(projectRoot, ".cache/wrangler");
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    WRANGLER_HIDE_BANNER: "true",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    npm_config_registry: "http://127.0.0.1:9/",
    WRANGLER_LOG_PATH: join(state, "logs"),
    XDG_CONFIG_HOME: join(state, "config"),
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `wrangler pages dev` on `distDir` at 127.0.0.1:`port` and resolves once it answers; rejects with what
 * wrangler printed if it stops first or has not answered in `timeoutMs`.
 */
export async function startCloudflarePages({ distDir, port, projectRoot }: CloudflarePagesOptions, timeoutMs = 90_000): Promise<CloudflarePages> {
  await mkdir(join(projectRoot, ".cache/wrangler"), { recursive: true });
  const args = [
    join(projectRoot, "node_modules/wrangler/bin/wrangler.js"),
    "pages",
    "dev",
    resolve(distDir),
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--compatibility-date",
    runtimeCompatibilityDate(),
    "--persist-to",
    join(projectRoot, ".cache/wrangler/state"),
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
  ];
  // From .cache/wrangler/: wrangler writes the worker it bundles under its working folder's .wrangler/.
  const cwd = join(projectRoot, ".cache/wrangler");
  const child: ChildProcess = spawn(process.execPath, args, { cwd, env: offlineEnvironment(projectRoot), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(killer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(`${url}/`))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`o wrangler parou antes de servir o site:\n${output.trim()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`o wrangler não respondeu em ${timeoutMs / 1000} s:\n${output.trim()}`);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  return { url, stop };
}
