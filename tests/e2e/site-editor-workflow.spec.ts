import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { test, expect, type Locator } from "@playwright/test";
import type { Church, Site } from "../../src/types/generated/content";
import { rehearsalGit, startWorkflowRehearsal } from "../../src/editor/node/workflow-rehearsal";
import type { RunningEditor } from "../../src/editor/node/start-editor";
import { FIXTURE_CONTENT, fixtureSede, PROJECT_ROOT } from "../support/fixture-site";
import { fieldBoxOf, runBuiltEditor } from "./support/site-editor";
import { freePort } from "../support/free-port";

/**
 * The hosted editorial workflow (`publish_mode: editorial_workflow`, as on GitHub) rehearsed with decap-server's git
 * mode on a throwaway repository holding a copy of the fixture, on a phone: "Salvar" puts the change on a branch of
 * its own and leaves the published branch as it was (the board, fitting the phone, shows it), the status goes to
 * "Pronto", and only "Publicar" merges it.
 * What the LEIA-ME's pictures of the workflow show (scripts/editor-workflow-screenshots.ts).
 */
const PHONE = { width: 390, height: 844 };
/** The sede's file: a volunteer moving one of its services is the weekly task rehearsed here. */
const SEDE = fixtureSede().slug;
const SEDE_FILE = `site-content/churches/${SEDE}.json`;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
// In order, in one worker, with one rehearsal (the config runs files fully parallel, which would start the editor and
// make the repository again for each test); a failure of the first does not skip the second.
test.describe.configure({ mode: "default", timeout: 180_000 });

let editor: RunningEditor;
/** The rehearsal's repository: one per run of this file (runs in parallel never share one). */
let REPO: string;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  await mkdir(join(PROJECT_ROOT, ".cache"), { recursive: true });
  REPO = await mkdtemp(join(PROJECT_ROOT, ".cache", "site-editor-workflow-"));
  const [port, backendPort] = [await freePort(), await freePort()];
  editor = await startWorkflowRehearsal({ root: PROJECT_ROOT, dir: REPO, content: FIXTURE_CONTENT, port, backendPort, builtEditor: runBuiltEditor() });
});
test.afterAll(async () => {
  await editor?.close();
  // The editor's git may still be finishing a write as it stops: retried, as Node retries an emptied folder that filled.
  if (REPO) await rm(REPO, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

/** Whole on the screen, nothing to pan to. */
async function expectOnScreen(target: Locator, what: string): Promise<void> {
  await expect(target, what).toBeVisible();
  // Measured again if Decap draws it anew in between (the board does as its cards arrive: it is then briefly gone).
  await expect(async () => {
    const box = await target.boundingBox();
    expect(box, `${what}: on the page`).not.toBeNull();
    expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(PHONE.width);
  }).toPass({ timeout: 10_000 });
}

test("a saved change waits on its own branch until it is ready and published", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Decap asks and warns in the browser's own dialogs ("Tem certeza…?"): the volunteer says yes.
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  const published = () => rehearsalGit(REPO, "show", `main:${SEDE_FILE}`);
  const before = published();
  const service = (JSON.parse(before) as Church).serviceTimes![0]!;
  const newTime = service.time === "20:15" ? "20:45" : "20:15";

  await page.goto(`${editor.url}#/collections/churches/entries/${SEDE}`);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.locator("[id^='serviceTimes-field'] [class*=SortableListItem]").first().locator("button").first().tap();
  await page.locator("input[id^='time-field']").first().fill(newTime);
  await page.getByRole("button", { name: "Salvar" }).tap();

  // Saved: on the branch Decap names after the entry, in the status "Rascunho"; what visitors get is unchanged.
  // After saving, Decap loads the entry back from its branch (decap-server checks it out): that may take a while.
  const patience = { timeout: 30_000 };
  const status = page.getByText(/^Status: /);
  await expect(status).toHaveText("Status: Rascunho", patience);
  await expect.poll(() => rehearsalGit(REPO, "branch", "--list", "cms/*")).toContain(`cms/churches/${SEDE}`);
  const saved = JSON.parse(rehearsalGit(REPO, "show", `cms/churches/${SEDE}:${SEDE_FILE}`)) as Church;
  expect(saved.serviceTimes![0]!.time).toBe(newTime);
  expect(published()).toBe(before);
  // decap-server checked the branch out to commit, and the published branch back: the working files are as published.
  expect((await readFile(join(REPO, SEDE_FILE), "utf8")).trimEnd()).toBe(before);

  // The board, on a phone: its three columns one under the other, each whole on the screen.
  await page.goto(`${editor.url}#/workflow`);
  // The change's card, dated in numbers (Decap's "MMMM D" would be English).
  await expect(page.locator("[class*='-WorkflowCard']")).toContainText(/\d{4}-\d{2}-\d{2}/);
  const columns = ["Rascunhos", "Em Revisão", "Prontos"].map((name) => page.getByText(name, { exact: true }));
  for (const [at, column] of columns.entries()) await expectOnScreen(column, `the board's column ${at + 1}`);
  // Measured together, and again if Decap draws the board anew meanwhile (a column is then briefly gone).
  await expect(async () => {
    const boxes = await Promise.all(columns.map(async (column) => (await column.boundingBox()) ?? { x: NaN, y: NaN }));
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[1]!.y);
    expect(boxes.map((box) => box.x)).toEqual([boxes[0]!.x, boxes[0]!.x, boxes[0]!.x]);
  }).toPass({ timeout: 10_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.goto(`${editor.url}#/collections/churches/entries/${SEDE}`);
  await expect(status).toHaveText("Status: Rascunho", patience);

  // Not ready yet: "Publicar agora" says so instead of publishing.
  await expectOnScreen(page.getByText("Publicar", { exact: true }), '"Publicar"');
  await page.getByText("Publicar", { exact: true }).tap();
  await page.getByRole("menuitem", { name: "Publicar agora" }).tap();
  await expect.poll(() => asked, patience).toEqual(['Por favor, altere o status para "Pronto" antes de publicar.']);
  expect(published()).toBe(before);

  await status.tap();
  await page.getByRole("menuitem", { name: "Pronto" }).tap();
  await expect(status).toHaveText("Status: Pronto", patience);
  await page.getByText("Publicar", { exact: true }).tap();
  const now = page.getByRole("menuitem", { name: "Publicar agora" });
  await expectOnScreen(now, '"Publicar agora"');
  await now.tap();

  // Exact: once published, the toolbar also offers "Excluir entrada publicada".
  await expect(page.getByText("Entrada publicada", { exact: true })).toBeVisible(patience);
  expect(asked.at(-1)).toBe("Tem certeza que deseja publicar essa entrada?");
  expect((JSON.parse(published()) as Church).serviceTimes![0]!.time).toBe(newTime);
  expect(rehearsalGit(REPO, "branch", "--list", "cms/*")).toBe("");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(errors).toEqual([]);
});

test("the entry shows its checks: pode publicar with who approves it, and não passou at the field when the site changed under it", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // A page only this change links to, published first (committed to the published branch, as another change would be).
  const extraFile = "site-content/pages/ensaio-da-verificacao.json";
  const terms = JSON.parse(rehearsalGit(REPO, "show", "main:site-content/pages/termos.json")) as Record<string, unknown>;
  const extra = {
    ...terms,
    title: "Ensaio da verificação",
    description: "Uma página que o ensaio da verificação publica e depois apaga, para ver o editor avisar.",
  };
  await writeFile(join(REPO, extraFile), `${JSON.stringify(extra, null, 2)}\n`);
  rehearsalGit(REPO, "add", extraFile);
  rehearsalGit(REPO, "commit", "--quiet", "--message", "Uma página nova, publicada");
  const site = JSON.parse(rehearsalGit(REPO, "show", "main:site-content/site.json")) as Site;

  await page.goto(`${editor.url}#/collections/pages/entries/inicio`);
  await page.getByRole("button", { name: "Entrar" }).click();
  const section = page.locator("[class*=SortableListItem]:has(> label[for^='sections-field'])").first();
  await section.locator("button").first().tap();
  const action = section.locator("[class*=SortableListItem]").first();
  await action.locator("button").first().tap();
  const link = action.locator("input[id^='href-field']");
  await link.fill("/ensaio-da-verificacao");
  await page.getByRole("button", { name: "Salvar" }).tap();
  await expect(page.getByText(/^Status: /)).toHaveText("Status: Rascunho", { timeout: 30_000 });

  // On the entry itself: the check ran on the change as its pull request would bring it, and passed.
  const checks = page.getByRole("status").filter({ hasText: "Verificação" });
  await expect(checks).toContainText("pode publicar", { timeout: 30_000 });
  // Who approves, from the site's settings, one tap from a message that names the change and where to find it.
  const approver = site.approver!;
  await expect(checks).toContainText(approver.name);
  const notify = checks.getByRole("link", { name: `Avisar ${approver.name} pelo WhatsApp` });
  const href = new URL((await notify.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe(`https://wa.me/55${approver.whatsapp!.replace(/\D/g, "")}`);
  expect(href.searchParams.get("text")).toContain("Salvei uma mudança no site (Páginas:");
  expect(href.searchParams.get("text")).toContain("#/collections/pages/entries/inicio");
  await expectOnScreen(checks, "the checks' state");

  // The page it links to is deleted by another change, published meanwhile: the same change no longer passes.
  rehearsalGit(REPO, "rm", "--quiet", extraFile);
  rehearsalGit(REPO, "commit", "--quiet", "--message", "A página nova, apagada");
  await page.goto("about:blank");
  await page.goto(`${editor.url}#/collections/pages/entries/inicio`);
  await expect(checks).toContainText('não passou: a página "/ensaio-da-verificacao" não existe', { timeout: 30_000 });
  await checks.getByRole("button", { name: "Mostrar no formulário" }).tap();
  const message = page.getByRole("alert").filter({ hasText: 'A página "/ensaio-da-verificacao" não existe' });
  await expectOnScreen(message, "the check's message at its field");
  await expect(fieldBoxOf(message).locator("input[id^='href-field']")).toHaveValue("/ensaio-da-verificacao");
  expect(errors).toEqual([]);
});
