import { cp, mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { launchBrazilianChromium } from "./brazilian-browser";
import { withApprover } from "./guide-screenshots";
import { sedeSlug } from "./sede-slug";
import { startWorkflowRehearsal } from "./workflow-rehearsal";

export interface WorkflowScreenshotOptions {
  root: string;
  /** The content folder the rehearsal repository starts from. */
  content: string;
  outDir: string;
  port: number;
  backendPort: number;
}

/**
 * The LEIA-ME's pictures of the editorial workflow on a phone (390 × 844, the browser in Brazilian Portuguese): an
 * edit saved as "Rascunho", its checks passed with who approves it, the status menu, "Publicar agora" once "Pronto",
 * the entry published, and the board. Taken from the real editor and
 * decap-server (git mode) on a throwaway repository (src/editor/node/workflow-rehearsal.ts), with the content of
 * --content (default site-content/). tests/e2e/site-editor-workflow.spec.ts walks the same steps.
 */
export async function takeWorkflowScreenshots({ root, content, outDir, port, backendPort }: WorkflowScreenshotOptions) {
  // First, so that a browser without Portuguese stops the pictures before anything is started.
  await (await launchBrazilianChromium()).close();
  const rehearsal = join(root, ".cache", "workflow-rehearsal");
  // The content as the church wrote it, with someone who approves (the guide's pictures show that line).
  const copy = join(root, ".cache", "workflow-screenshots", "site-content");
  await rm(join(copy, ".."), { recursive: true, force: true });
  await cp(content, copy, { recursive: true });
  await withApprover(copy);
  const editor = await startWorkflowRehearsal({ root, dir: rehearsal, content: copy, port, backendPort });
  await mkdir(outDir, { recursive: true });
  const browser = await launchBrazilianChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "pt-BR" });
    // "Publicar agora" asks "Tem certeza…?" in the browser's own dialog.
    page.on("dialog", (dialog) => void dialog.accept());
    /** The top of the screen (where the editor's buttons are), or `height` of it. */
    const shot = async (name: string, height = 300) => {
      await page.waitForTimeout(600);
      const path = join(outDir, `${name}.png`);
      await page.screenshot({ path, clip: { x: 0, y: 0, width: 390, height } });
      console.log(path);
    };
    // Decap's notices (react-toastify) go after a few seconds; most pictures are of what is under them.
    const toastsGone = () => page.locator(".Toastify__toast").first().waitFor({ state: "detached", timeout: 15_000 });
    await page.goto(`${editor.url}#/collections/churches/entries/${await sedeSlug(copy)}`);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.locator("[id^='serviceTimes-field'] [class*=SortableListItem]").first().locator("button").first().tap();
    const time = page.locator("input[id^='time-field']").first();
    await time.fill((await time.inputValue()) === "19:45" ? "20:00" : "19:45");
    await page.getByRole("button", { name: "Salvar" }).tap();
    await page.getByText("Entrada salva").waitFor();
    await toastsGone();
    await shot("fluxo-1-rascunho", 220);
    // On the entry: the check ran on the change, and who approves it is one tap away.
    await page.getByRole("status").filter({ hasText: "pode publicar" }).waitFor({ timeout: 60_000 });
    await shot("verificacao-1-pode-publicar", 420);
    await page.getByText(/^Status: /).tap();
    await shot("fluxo-2-status", 220);
    await page.getByRole("menuitem", { name: "Pronto" }).tap();
    await page.getByText("Status da entrada atualizado").waitFor();
    await toastsGone();
    await page.getByText("Publicar", { exact: true }).tap();
    await shot("fluxo-3-publicar", 220);
    await page.getByRole("menuitem", { name: "Publicar agora" }).tap();
    await page.getByText("Entrada publicada").waitFor();
    await page.getByText("Status da entrada atualizado").waitFor({ state: "detached", timeout: 15_000 });
    await shot("fluxo-4-publicado", 220);
    // The board, with one change waiting as "Rascunho" and one "Em revisão": an event's start time, twice.
    for (const [at, status] of [
      [0, undefined],
      [1, "Em revisão"],
    ] as const) {
      await page.goto(`${editor.url}#/collections/events`);
      await page.locator("a[href*='/collections/events/entries/']").nth(at).click();
      const start = page.locator("input[id^='startTime-field']");
      await start.fill((await start.inputValue()) === "19:00" ? "19:30" : "19:00");
      await page.getByRole("button", { name: "Salvar" }).tap();
      await page.getByText("Entrada salva").waitFor();
      if (status) {
        await page.getByText(/^Status: /).tap();
        await page.getByRole("menuitem", { name: status }).tap();
        await page.getByText("Status da entrada atualizado").waitFor();
      }
    }
    await page.goto(`${editor.url}#/workflow`);
    await page.locator("[class*='-WorkflowCard']").nth(1).waitFor();
    await toastsGone();
    await shot("fluxo-5-quadro", 620);
  } finally {
    await browser.close();
    await editor.close();
    await rm(rehearsal, { recursive: true, force: true });
    await rm(join(copy, ".."), { recursive: true, force: true });
  }
}
