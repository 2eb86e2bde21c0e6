import { cp, mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { expect, type Page } from "@playwright/test";
import { buildStamp } from "../../src/build/build-stamp";
import { startStaticServer } from "../../src/build/serve/static-server";
import { buildAdmin } from "../../src/editor/node/build-admin";
import { PENCILS_FLAG } from "../../src/lib/pencils-flag";
import { freePort } from "../support/free-port";
import { pagesWith } from "./support/content";
import { editorTest as test } from "./support/editor-test";
import { expectOpeningEnded, startEditorOnFixture, type EditorUnderTest } from "./support/site-editor";
import { DIST_DIR } from "./support/host-requests";
import { PROJECT_ROOT } from "../support/fixture-site";

/**
 * The editor on an origin of its own (docs/site-editor.md, "The editor on its own origin"): the tests' own site at
 * http://localhost:<port>, built with SITE_EDITOR_URL so that its /admin/ is only the doorway, and `npm run editor` at
 * http://127.0.0.1:<another port> with --site-url, as a published editor deployed at its own address. Two origins:
 * the sign-in the editor keeps in its storage is out of reach of every script of the site's pages, and the pencils
 * still lead from the page to the field.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let editor: EditorUnderTest;
let server: Server;
let root: string;
let siteUrl: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const editorPort = await freePort();
  // The site under test as built (its pages do not depend on where the editor is: only /admin/ does), with the
  // doorway built as its /admin/, as `SITE_EDITOR_URL=… npm run build` builds it.
  root = await mkdtemp(join(tmpdir(), "mc-origins-"));
  const dist = join(root, "dist");
  const builtAdmin = join(DIST_DIR, "admin");
  await cp(DIST_DIR, dist, { recursive: true, filter: (source) => source !== builtAdmin && !source.startsWith(`${builtAdmin}${sep}`) });
  await buildAdmin(PROJECT_ROOT, dist, { settings: { mode: "doorway", editorUrl: `http://127.0.0.1:${editorPort}` }, now: buildStamp() });
  server = await startStaticServer({ distDir: dist, port: 0 });
  siteUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  editor = await startEditorOnFixture("site-editor-origins-e2e", { port: editorPort, siteUrl });
});

test.afterAll(async () => {
  await editor?.stop();
  await new Promise((resolve) => server?.close(resolve));
  if (root) await rm(root, { recursive: true, force: true });
});

/** Decap's local sign-in, the first time (a button, no password); later loads skip it. */
async function signInIfAsked(page: Page): Promise<void> {
  const signIn = page.getByRole("button", { name: "Entrar" });
  const form = page.locator('#nc-root [class*="-ControlPaneContainer"] label').first();
  await expect(signIn.or(form)).toBeVisible({ timeout: 30_000 });
  if (await signIn.isVisible()) await signIn.click();
}

const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

test("the pencils lead from the site to the editor on its own origin, whose sign-in no page of the site can read", async ({ page, consoleErrors }) => {
  const grid = pagesWith("feature-grid")[0];
  expect(grid, "the tests' site has a page with a feature grid").toBeDefined();
  const editorOrigin = new URL(editor.url).origin;
  expect(editorOrigin).not.toBe(new URL(siteUrl).origin);

  await page.goto(`${siteUrl}/`);
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
  await expect(page.locator("[data-lapis]")).toHaveCount(0);

  // Opened at its own address, the editor goes through the site's doorway first, which sets the flag and sends it back.
  const doorway: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && doorway.push(frame.url()));
  await page.goto(editor.url);
  await signInIfAsked(page);
  expect(doorway.some((url) => url.startsWith(`${siteUrl}/admin/`))).toBe(true);
  await expect(page).toHaveURL((url) => url.origin === editorOrigin && !url.searchParams.has("do-site"));
  // Decap keeps the sign-in on the editor's origin.
  await expect.poll(() => storageKeys(page)).toContain("decap-cms-user");

  // On the site: the pencils, and of the editor only their flag in the site's storage.
  await page.goto(`${siteUrl}${grid?.page.route}`);
  const keys = await storageKeys(page);
  expect(keys).toContain(PENCILS_FLAG);
  expect(keys).not.toContain("decap-cms-user");
  const pencil = page.getByRole("link", { name: `Editar seção: ${grid?.section.heading} (Destaques com ícones)`, exact: true });
  await expect(pencil).toBeVisible();
  await pencil.click();

  // Through the doorway to the editor, at that section with its first field focused: the query and the entry kept.
  await expect(page).toHaveURL((url) => url.origin === editorOrigin);
  await expectOpeningEnded(page, "the pencil's section, through the doorway");
  const focused = page.locator("#nc-root :focus");
  await expect(focused).toHaveAttribute("id", /^eyebrow-field/);
  await expect(focused).toHaveValue(grid?.section.eyebrow ?? "");
  await expect(page).not.toHaveURL(/campo=|do-site=/);

  // "Parar de mostrar os lápis" on the site forgets the flag there; opening the editor again sets it again.
  await page.goto(`${siteUrl}/`);
  await page.getByRole("button", { name: "Parar de mostrar os lápis" }).click();
  await expect(page.locator("[data-lapis]")).toHaveCount(0);
  expect(await storageKeys(page)).not.toContain(PENCILS_FLAG);
  await page.goto(editor.url);
  await expect(page.locator("#nc-root")).toBeVisible();
  await page.goto(`${siteUrl}/`);
  await expect(page.locator("main a[data-lapis]").first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
