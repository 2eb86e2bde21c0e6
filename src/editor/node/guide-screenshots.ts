import { sedeSlug } from "./sede-slug";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { buildSite } from "../../build/build-site";
import { startStaticServer } from "../../build/serve/static-server";
import { launchBrazilianChromium } from "./brazilian-browser";
import { repointSchemaReferences } from "../../engine/node/schema-reference-depth";
import { PENCILS_FLAG } from "../../lib/pencils-flag";
import { startWorkflowRehearsal } from "./workflow-rehearsal";

export interface GuideScreenshotOptions {
  root: string;
  /** The content the pictures show (default site-content/): copied, never written. */
  content: string;
  outDir: string;
  port: number;
  backendPort: number;
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "pt-BR" };

/** "2026-12-05 08:00", three days after now at eight in the morning (São Paulo), for the scheduled post the list shows. */
function inThreeDays(): string {
  const day = new Date(Date.now() + 3 * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
  return `${day} 08:00`;
}

/**
 * Who approves, in the copy only: the guide's pictures show the line "Quem aprova" as a church that wrote one sees it
 * (the church's own WhatsApp stands in for the person's).
 */
export async function withApprover(content: string): Promise<void> {
  const file = join(content, "site.json");
  const site = JSON.parse(await readFile(file, "utf8")) as { approver?: unknown; contact: { whatsapp: string } };
  site.approver ??= { name: "Pastor Daniel", whatsapp: site.contact.whatsapp };
  await writeFile(file, `${JSON.stringify(site, null, 2)}\n`);
}

/** The newest post of the copy gets a "Publicar em": the list of posts then says it is scheduled. */
async function scheduleNewestPost(content: string): Promise<void> {
  const folder = join(content, "posts");
  const files = (await readdir(folder)).filter((name) => name.endsWith(".json"));
  const posts = await Promise.all(
    files.map(async (name) => ({ name, post: JSON.parse(await readFile(join(folder, name), "utf8")) as Record<string, unknown> })),
  );
  const newest = posts.sort((a, b) => String(b.post.date).localeCompare(String(a.post.date)))[0];
  if (newest) await writeFile(join(folder, newest.name), `${JSON.stringify({ ...newest.post, publishAt: inThreeDays() }, null, 2)}\n`);
}

/**
 * The LEIA-ME's pictures of the volunteers' part (its first half), on a phone (390 × 844) in a browser set to Brazilian
 * Portuguese (brazilian-browser.ts: dates as dd/mm/aaaa, 24 hours), from the real site and the real editor: the
 * pencils on the site and the field one opens, where things are on the phone, the three weekly tasks (a service time, a
 * post with a photo, an event of several days), the featured post, "Publicar em" and the list that says what is
 * scheduled, and a refused save told at its field. The site is built from a copy of the
 * content; the editor is the hosted flow rehearsed on a throwaway repository (workflow-rehearsal.ts). Nothing is saved.
 */
export async function takeGuideScreenshots({ root, content, outDir, port, backendPort }: GuideScreenshotOptions) {
  // First, so that a browser without Portuguese stops the pictures before anything is built.
  await (await launchBrazilianChromium()).close();
  const work = join(root, ".cache", "guide-screenshots");
  await rm(work, { recursive: true, force: true });
  const copy = join(work, "site-content");
  await cp(content, copy, { recursive: true });
  await repointSchemaReferences(copy, root);
  await scheduleNewestPost(copy);
  await withApprover(copy);

  const previous = process.env.SITE_CONTENT;
  process.env.SITE_CONTENT = copy;
  const dist = join(work, "dist");
  try {
    await buildSite({ root, outDir: dist, quiet: true });
  } finally {
    if (previous === undefined) delete process.env.SITE_CONTENT;
    else process.env.SITE_CONTENT = previous;
  }
  const site = await startStaticServer({ distDir: dist, port: 0 });
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const editor = await startWorkflowRehearsal({ root, dir: join(work, "rehearsal"), content: copy, port, backendPort });
  await mkdir(outDir, { recursive: true });
  const shot = async (page: Page, name: string) => {
    await page.waitForTimeout(600);
    const path = join(outDir, `${name}.png`);
    await page.screenshot({ path });
    console.log(path);
  };
  const browser = await launchBrazilianChromium();
  try {
    const page = await browser.newPage(PHONE);
    // A new load of the editor for each entry: moved between entries by their addresses alone, Decap keeps the first.
    const open = async (address: string) => {
      await page.goto("about:blank");
      await page.goto(`${editor.url}${address}`);
    };
    // The pencils: this browser "opened the editor" (the editor sets the flag on its own origin; here, the site's).
    await page.goto(siteUrl);
    await page.evaluate((flag) => localStorage.setItem(flag, "1"), PENCILS_FLAG);
    await page.reload();
    const pencil = page.locator("a[data-lapis]").first();
    await pencil.waitFor();
    await shot(page, "lapis-1-site");
    const href = new URL((await pencil.getAttribute("href")) ?? "", siteUrl);

    // The editor opened by that pencil, signed in (on the site it would be the same origin).
    await page.goto(`${editor.url}#/collections/pages`);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.locator("a[href*='/collections/pages/entries/']").first().waitFor();
    await open(`${href.search}${href.hash}`);
    await page.locator("#nc-root [class*='-ControlPaneContainer'] input:focus").waitFor();
    await shot(page, "lapis-2-campo");

    // Where things are on a phone: the tabs, the collections as buttons, a collection's list and its "+ Artigo".
    await open("#/collections/posts");
    await page.locator("a[href*='/collections/posts/entries/']").first().waitFor();
    await shot(page, "tela-1-conteudos");

    // A service time: the sede's file, the services folded (each named by its day), the first one open.
    await open(`#/collections/churches/entries/${await sedeSlug(copy)}`);
    const services = page.locator("[id^='serviceTimes-field']").first();
    await services.locator("[class*=SortableListItem]").first().waitFor();
    await services.evaluate((list) => list.closest("[class*='-ControlContainer']")?.scrollIntoView({ block: "start" }));
    await shot(page, "tarefa-1-cultos");
    await page.locator("[id^='serviceTimes-field'] [class*=SortableListItem]").first().locator("button").first().tap();
    await page.locator("input[id^='time-field']").first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 0));
    await page.locator("input[id^='time-field']").first().focus();
    await shot(page, "tarefa-1-horario");

    // A post with a photo: the text's "+" menu, with "Foto".
    await open("#/collections/posts/new");
    await page.locator("input[id^='title-field']").fill("Um novo artigo");
    const text = page.locator("[data-slate-editor]").first();
    await text.scrollIntoViewIfNeeded();
    await text.tap();
    await page.getByRole("button", { name: "Adicionar Componente" }).tap();
    await page.getByRole("menuitem", { name: "Foto" }).waitFor();
    await shot(page, "tarefa-2-artigo-foto");

    // The featured post: one choice in the site's settings, the newest post unless another is chosen.
    await open("#/collections/site/entries/site");
    const featured = page.locator("select[id^='featuredPost-field']");
    await featured.waitFor();
    await featured.evaluate((field) => field.closest("[class*='-ControlContainer']")?.scrollIntoView({ block: "center" }));
    await shot(page, "destaque-1-escolha");

    // An event: its date and times, and "Publicar em" to announce it at a set hour.
    await open("#/collections/events/new");
    await page.locator("input[id^='title-field']").fill("Retiro de Casais");
    const first = inThreeDays().slice(0, 10);
    await page.locator("input[id^='date-field']").fill(first);
    // A retreat: its last day, two days later.
    await page.locator("input[id^='endDate-field']").fill(new Date(Date.parse(`${first}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10));
    await page.locator("input[id^='startTime-field']").fill("19:00");
    await page.locator("input[id^='date-field']").evaluate((field) => field.closest("[class*='-ControlContainer']")?.scrollIntoView({ block: "start" }));
    await shot(page, "tarefa-3-evento");
    const publishAt = page.locator("input[id^='publishAt-field']");
    await publishAt.fill(inThreeDays().replace(" ", "T"));
    await page.getByText(/^Agendado para /).evaluate((line) => line.scrollIntoView({ block: "center" }));
    await shot(page, "agendar-1-campo");

    // A save the check refuses: the message under the field it is about, on the form, the field on the screen.
    await open("#/collections/pages/entries/inicio");
    const section = page.locator("[class*=SortableListItem]:has(> label[for^='sections-field'])").first();
    await section.locator("button").first().tap();
    const action = section.locator("[class*=SortableListItem]").first();
    await action.locator("button").first().tap();
    await action.locator("input[id^='href-field']").fill("/contatos");
    await page.getByRole("button", { name: "Salvar" }).tap();
    await page.locator("#nc-root [role='alert']").filter({ hasText: "não existe" }).first().waitFor();
    await shot(page, "recusa-1-campo");

    // The list of posts says which one is scheduled, and for when.
    await open("#/collections/posts");
    const scheduled = page.getByText(/Agendado para /).first();
    await scheduled.waitFor();
    // Decap lays the list out again as its entries arrive: scrolled once it has settled.
    await page.waitForTimeout(1500);
    await scheduled.evaluate((card) => card.scrollIntoView({ block: "center" }));
    await shot(page, "agendar-2-lista");
  } finally {
    await browser.close();
    await editor.close();
    await new Promise((resolve) => site.close(resolve));
    await rm(work, { recursive: true, force: true });
  }
}
