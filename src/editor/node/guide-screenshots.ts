import { sedeSlug } from "./sede-slug";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { buildSite } from "../../build/build-site";
import { CHROMIUM_HELP, findChromium } from "../../build/find-chromium";
import { startStaticServer } from "../../build/serve/static-server";
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
 * The LEIA-ME's pictures of the volunteers' part (its first half), on a phone (390 × 844), from the real site and the
 * real editor: the pencils on the site and the field one opens, the three weekly tasks (a service time, a post with a
 * photo, an event), "Publicar em" and the list that says what is scheduled. The site is built from a copy of the
 * content; the editor is the hosted flow rehearsed on a throwaway repository (workflow-rehearsal.ts). Nothing is saved.
 */
export async function takeGuideScreenshots({ root, content, outDir, port, backendPort }: GuideScreenshotOptions) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_HELP);
  const work = join(root, ".cache", "guide-screenshots");
  await rm(work, { recursive: true, force: true });
  const copy = join(work, "site-content");
  await cp(content, copy, { recursive: true });
  await repointSchemaReferences(copy, root);
  await scheduleNewestPost(copy);

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
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"], proxy: { server: "http://127.0.0.1:9", bypass: "127.0.0.1,localhost" } });
  const shot = async (page: Page, name: string) => {
    await page.waitForTimeout(600);
    const path = join(outDir, `${name}.png`);
    await page.screenshot({ path });
    console.log(path);
  };
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

    // A service time: the sede's file, its first service open.
    await open(`#/collections/churches/entries/${await sedeSlug(copy)}`);
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

    // An event: its date and times, and "Publicar em" to announce it at a set hour.
    await open("#/collections/events/new");
    await page.locator("input[id^='title-field']").fill("Vigília de Oração");
    await page.locator("input[id^='date-field']").fill(inThreeDays().slice(0, 10));
    await page.locator("input[id^='startTime-field']").fill("22:00");
    await page.locator("input[id^='startTime-field']").scrollIntoViewIfNeeded();
    await shot(page, "tarefa-3-evento");
    const publishAt = page.locator("input[id^='publishAt-field']");
    await publishAt.fill(inThreeDays().replace(" ", "T"));
    await page.getByText(/^Agendado para /).scrollIntoViewIfNeeded();
    await shot(page, "agendar-1-campo");

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
