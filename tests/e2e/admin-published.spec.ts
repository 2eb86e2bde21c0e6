import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { test, expect } from "@playwright/test";
import { startStaticServer } from "../../src/build/serve/static-server";
import { PROJECT_ROOT } from "../support/fixture-site";
import { expectNoAxeViolations } from "./support/axe";
import { variantWithEditor } from "./support/temp-site";

/**
 * The editor as the build publishes it (dist/admin/): apart from the site, kept out of search engines,
 * under its own security policy, and honest about whether it can save anywhere yet.
 */
const distDir = resolve(PROJECT_ROOT, process.env.E2E_DIST ?? "dist");

// Its security policy and its place out of search results are the host's part: tests/e2e/host.spec.ts, on the real runtime.
test("the sitemap does not list the editor", async ({ request }) => {
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
});

test("no page of the site loads anything of the editor", async () => {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const pages = entries.filter(
    (entry) => entry.isFile() && entry.name.endsWith(".html") && !join(entry.parentPath, entry.name).startsWith(join(distDir, "admin")),
  );
  expect(pages.length).toBeGreaterThan(0);
  for (const entry of pages) expect(await readFile(join(entry.parentPath, entry.name), "utf8"), entry.name).not.toContain("/admin/");
  // Nor does any script the site's pages load: Decap's code is only in the editor's own folder.
  const scripts = (await readdir(join(distDir, "assets"))).filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) expect(await readFile(join(distDir, "assets", name), "utf8"), name).not.toMatch(/decap|netlify-cms/i);
});

test("the published editor signs in with GitHub once connected, and until then says how to connect it", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/admin/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  if (process.env.SITE_EDITOR_REPO) {
    await expect(page.getByRole("button", { name: "Entrar no editor" })).toBeVisible();
  } else {
    await expect(page.getByRole("heading", { level: 1, name: /ainda não está ligado ao GitHub/ })).toBeVisible();
    await expect(page.getByText("SITE_EDITOR_REPO")).toBeVisible();
    await expectNoAxeViolations(page);
  }
  expect(errors).toEqual([]);
});

test.describe("connected to GitHub", () => {
  let dist: string;
  test.beforeAll(async () => {
    // The tests' own site published with an editor connected to a public repository (support/fixture-variants.ts),
    // built once per run by whichever spec asks first: building it is what takes long.
    test.setTimeout(300_000);
    dist = await variantWithEditor("scheduled-before", "com-editor");
  });

  test("the published editor opens on its sign-in and asks GitHub for the narrower token its settings name", async ({ page }) => {
    const server = await startStaticServer({ distDir: dist, port: 0 });
    try {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/`);
      const signIn = page.getByRole("button", { name: "Entrar no editor" });
      await expect(signIn).toBeVisible();
      // The sign-in popup goes to the OAuth provider (Netlify's by default), asking for public repositories only.
      const asked = page.context().waitForEvent("request", (request) => request.url().startsWith("https://api.netlify.com/auth"));
      await signIn.click();
      const scope = new URL((await asked).url()).searchParams;
      expect(scope.get("provider")).toBe("github");
      expect(scope.get("scope")).toBe("public_repo");
      expect(errors).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
