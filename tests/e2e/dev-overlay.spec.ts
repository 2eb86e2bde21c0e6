import { spawn, type ChildProcess } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { copyProject } from "../../src/build/temp-project";
import { copyContentFolder } from "../support/content-copy";
import { FIXTURE_CONTENT } from "../support/fixture-site";
import { freePort } from "../support/free-port";
import { test, expect } from "./support/fixtures";

// LEIA-ME promises editors using npm run dev: a mistake shows in the browser with the same message as
// npm run check, and fixing the file brings the page back by itself. Run on a copy of the project, with the
// fixture site as its content folder (SITE_CONTENT): the dev server reads whichever folder it is given.
const projectRoot = join(import.meta.dirname, "../..");
const CONTENT = "conteudo-de-teste";

test.describe("npm run dev shows content mistakes and recovers when they are fixed", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  // Vite's client also logs the error it shows in the overlay.
  test.use({ expectedConsoleErrors: [/tipo de bloco desconhecido|\[vite\]/] });
  let root = "";
  let server: ChildProcess | undefined;
  let devUrl = "";

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    root = await copyProject(projectRoot, {}, { content: false });
    await copyContentFolder(FIXTURE_CONTENT, join(root, CONTENT), root);
    const pkg = JSON.parse(await readFile(join(projectRoot, "package.json"), "utf8")) as { scripts: { dev: string } };
    const [command = "", ...devArgs] = pkg.scripts.dev.split(" ");
    const { NODE_ENV: _mode, SITE_BASE: _base, ...env } = process.env;
    // A free port (or E2E_OVERLAY_PORT): another run of the suite on the machine never answers for this one.
    const port = Number(process.env.E2E_OVERLAY_PORT ?? (await freePort()));
    devUrl = `http://127.0.0.1:${port}`;
    server = spawn(
      join(projectRoot, "node_modules/.bin", command),
      [...devArgs, "--port", String(port), "--strictPort", "--host", "127.0.0.1", "--logLevel", "error"],
      {
        cwd: root,
        env: { ...env, VITE_CACHE_DIR: join(root, ".cache", "vite"), SITE_CONTENT: join(root, CONTENT) },
        stdio: "ignore",
      },
    );
    await expect.poll(async () => (await fetch(devUrl).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
    // The first visit lets Vite pre-bundle dependencies (it may reload the page once while doing so).
    const warmUp = await browser.newPage();
    await warmUp.goto(`${devUrl}/sobre`);
    await warmUp.getByRole("heading", { level: 1 }).waitFor({ timeout: 120_000 });
    await warmUp.waitForLoadState("networkidle");
    await warmUp.close();
  });
  test.afterAll(async () => {
    server?.kill();
    if (root) await rm(root, { recursive: true, force: true });
  });

  test("an unknown block type shows file:line:col and a suggestion, and the fix reloads the page", async ({ page }) => {
    const file = join(root, CONTENT, "pages/sobre.json");
    const original = await readFile(file, "utf8");
    await page.goto(`${devUrl}/sobre`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre a Monte Calvário", { timeout: 30_000 });

    await writeFile(file, original.replace('"type": "hero"', '"type": "heor"'));
    const overlay = page.locator("vite-error-overlay");
    await expect(overlay).toContainText(
      /conteudo-de-teste\/pages\/sobre\.json:\d+:\d+ \/sections\/0\/type: tipo de bloco desconhecido "heor"\. Você quis dizer "hero"\?/,
      { timeout: 30_000 },
    );

    await writeFile(file, original);
    await expect(overlay).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre a Monte Calvário", { timeout: 30_000 });
  });
});
