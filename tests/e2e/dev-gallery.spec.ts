import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { FIXTURE_CONTENT } from "../support/fixture-site";
import { freePort } from "../support/free-port";
import { heroTitle } from "./support/content";
import { test, expect } from "./support/fixtures";

const projectRoot = join(import.meta.dirname, "../..");
const distDir = resolve(projectRoot, process.env.E2E_DIST ?? "dist");
const TEXT_FILES = /\.(html|js|mjs|css|json|xml|txt|webmanifest|ics)$|^_headers$/;
const GALLERY_MARKERS = ["_blocos", "Galeria de blocos", "dev-gallery", "galeria-de-blocos"];

async function blockTypes(): Promise<string[]> {
  const files = await readdir(join(projectRoot, "schemas/blocks"));
  return files
    .filter((name) => name.endsWith(".schema.json"))
    .map((name) => name.replace(".schema.json", ""))
    .sort();
}

test.describe("the production build has no block gallery", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("no page, chunk, data or sitemap entry mentions it", async ({ request }) => {
    const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
    const found: string[] = [];
    for (const entry of entries.filter((e) => e.isFile() && TEXT_FILES.test(e.name))) {
      const text = await readFile(join(entry.parentPath, entry.name), "utf8");
      for (const marker of GALLERY_MARKERS) if (text.includes(marker)) found.push(`${entry.name}: ${marker}`);
    }
    expect(found).toEqual([]);
    expect(entries.some((entry) => entry.name.includes("blocos") || entry.name.includes("gallery"))).toBe(false);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("_blocos");
    for (const path of ["/_blocos", "/_blocos/hero"]) expect((await request.get(path)).status(), path).toBe(404);
  });

  test("/_blocos in the browser is the not-found page", async ({ page }) => {
    const response = await page.goto("/_blocos");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle("/404") ?? "");
  });
});

test.describe("npm run dev: the block gallery at /_blocos", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  let server: ChildProcess | undefined;
  let devUrl = "";

  test.beforeAll(async ({ browser }) => {
    // A hook keeps the config's 30 s unless told: a fresh checkout's first dependency scan under a busy
    // CI machine takes longer than that.
    test.setTimeout(180_000);
    // `npm run dev` in its own process, as an editor runs it: a build earlier in this worker has set
    // NODE_ENV=production, which would make an in-process dev server a production one.
    const { NODE_ENV: _mode, SITE_BASE: _base, ...env } = process.env;
    // The very command of package.json's "dev" script ("tsx <vite> ..."), run without npm in between so it can be stopped.
    const pkg = JSON.parse(await readFile(join(projectRoot, "package.json"), "utf8")) as { scripts: { dev: string } };
    const [command = "", ...devArgs] = pkg.scripts.dev.split(" ");
    // A free port (or E2E_GALLERY_PORT): another run of the suite on the machine never answers for this one.
    const port = Number(process.env.E2E_GALLERY_PORT ?? (await freePort()));
    devUrl = `http://127.0.0.1:${port}`;
    const args = [...devArgs, "--port", String(port), "--strictPort", "--host", "127.0.0.1", "--logLevel", "error"];
    // On the site the tests own (SITE_CONTENT, as any editor may point npm run dev at another folder).
    server = spawn(join(projectRoot, "node_modules/.bin", command), args, {
      cwd: projectRoot,
      env: { ...env, SITE_CONTENT: FIXTURE_CONTENT },
      stdio: "ignore",
    });
    await expect.poll(async () => (await fetch(devUrl).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
    // On a fresh checkout Vite discovers and pre-bundles dependencies during the first visit, then
    // reloads the page (requests made meanwhile can 404). A warm-up visit, not watched for console
    // errors, absorbs that one-time step so the test sees the dev server as an editor does afterwards.
    const warmUp = await browser.newPage();
    await warmUp.goto(`${devUrl}/_blocos`);
    await warmUp.getByRole("heading", { level: 1, name: "Galeria de blocos" }).waitFor({ timeout: 120_000 });
    await warmUp.waitForLoadState("networkidle");
    await warmUp.close();
  });
  test.afterAll(() => {
    server?.kill();
  });

  test("lists every block schema, each in a phone frame and a desktop frame", async ({ page }) => {
    const types = await blockTypes();
    await page.goto(`${devUrl}/_blocos`);
    await expect(page.getByRole("heading", { level: 1, name: "Galeria de blocos" })).toBeVisible({ timeout: 30_000 });
    const sections = page.locator("main section");
    await expect(sections).toHaveCount(types.length);
    for (const type of types) {
      const frames = page.locator(`section#${type} iframe[src="/_blocos/${type}"]`);
      await expect(frames).toHaveCount(2);
      await expect(frames.nth(0)).toHaveAttribute("width", "390");
      await expect(frames.nth(1)).toHaveAttribute("width", "1366");
    }
    // A frame grows to its content once the block has rendered (here the first block, in view). Every block's
    // two frames start rendering at once in the dev server, which on a busy 2-core machine takes minutes.
    const phone = page.locator(`section#${types[0]} iframe`).first();
    await expect.poll(async () => Number(await phone.getAttribute("height")), { timeout: 150_000 }).toBeGreaterThan(400);
    await expect(page.frameLocator(`section#${types[0]} iframe`).first().locator("main h2").first()).toBeVisible();
  });

  test.describe("site pages", () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });
    test("pages and posts open in npm run dev, and an unknown post goes back to the list", async ({ page }) => {
      await page.goto(`${devUrl}/sobre`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre a Monte Calvário", { timeout: 30_000 });
      await page.goto(`${devUrl}/blog/9`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Um ano coroado de bondade", { timeout: 30_000 });
      await page.goto(`${devUrl}/blog/999`);
      await expect(page).toHaveURL(`${devUrl}/blog`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mês Profético");
    });
  });
  // Every block's example rendering with its collections: tests/unit/render/block-examples-render.test.ts (as the
  // gallery renders it) and site-editor.spec.ts (in the editor's preview, in a browser).
});
