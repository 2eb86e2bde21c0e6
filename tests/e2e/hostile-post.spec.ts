import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { buildSite, ContentRejected } from "../../src/build/build-site";
import { sanitizePostHtml } from "../../src/engine/node/sanitize-on-jsdom";
import { content } from "./support/content";
import { test, expect } from "./support/fixtures";
import { prepareTempProject } from "./support/temp-site";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../fixtures", name), "utf8");
const meta = (id: number, title: string) => ({
  $schema: "../../schemas/content/post.schema.json",
  id,
  title,
  // Each post its own summary, as the check requires: only the bodies are meant to be refused here.
  excerpt: `Provai todas as coisas; retende o que é bom (artigo ${id}).`,
  versiculoChave: "1 Tessalonicenses 5:21",
  author: "Equipe de Testes",
  date: "2026-10-04",
  readTime: "2 min",
  category: "Mês Profético",
});
const HOSTILE = "site-content/posts/2026-10-hostil.html";
const LEADING = "site-content/posts/2026-10-hostil-no-inicio.html";

test("the build refuses hostile post bodies, naming each dangerous piece at its line and column", async () => {
  test.setTimeout(120_000);
  // The fixture site (the tests' own): its posts never take the ids the hostile ones use.
  const root = await prepareTempProject({
    fixture: true,
    files: {
      "site-content/posts/2026-10-hostil.json": JSON.stringify(meta(10, "Artigo com HTML hostil")),
      [HOSTILE]: fixture("hostile-post.html"),
      "site-content/posts/2026-10-hostil-no-inicio.json": JSON.stringify(meta(11, "Artigo que começa com script")),
      [LEADING]: fixture("hostile-post-leading.html"),
    },
  });
  try {
    const error = await buildSite({ root, outDir: join(root, "dist"), quiet: true }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ContentRejected);
    const lines = (error as ContentRejected).lines;
    for (const [line, what] of [
      [1, "<script>"],
      [2, "<meta>"],
      [3, "<base>"],
      [4, "<link>"],
      [7, "<template>"],
    ] as const) {
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${LEADING}:${line}:1 código ou endereço perigoso: ${what}\\.`)));
    }
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${HOSTILE}:3:1 código ou endereço perigoso: <script>\\.`)));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${HOSTILE}:4:\\d+ código ou endereço perigoso: atributo onerror em <img>\\.`)));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${HOSTILE}:6:\\d+ código ou endereço perigoso: atributo href em <a>\\.`)));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

/**
 * What injected markup could run runs on its own events: an image's load or error, a frame's load, a details' toggle,
 * an autofocus. Waits until every picture and frame of the body has settled (loaded or failed), then for the tasks
 * those events are queued in and two frames drawn after them (toggle and focus events come before the next frame):
 * "nothing ran" is then said after everything had its chance, not after a guess at how long that takes.
 */
async function everythingHadItsChance(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const body = document.querySelector("[data-cleaned-body]");
    if (!body) return false;
    const pictures = [...body.querySelectorAll("img")].every((img) => img.complete);
    const media = [...body.querySelectorAll("video, audio")].every(
      (element) => (element as HTMLMediaElement).networkState !== HTMLMediaElement.NETWORK_LOADING,
    );
    return pictures && media;
  });
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))));
}

/**
 * Whatever the sanitiser lets through is inert inside a real page of the site, under its own CSP:
 * the cleaned bodies are put where a post's body goes, and nothing runs, nothing is clobbered, and
 * the legitimate text and formatting are all there.
 */
async function withCleanedBody(page: Page, name: string): Promise<string[]> {
  const post = content.posts[0];
  test.skip(!post, "o conteúdo não tem artigos");
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`/blog/${post?.id}`);
  const { html } = sanitizePostHtml(fixture(name), { siteOrigin: new URL(content.site.url).origin });
  await page.locator("article h1").waitFor();
  await page.evaluate((cleaned) => {
    const body = document.querySelector("article h1")?.closest("article")?.querySelector("div[class] > h2, div[class] > p")?.parentElement;
    if (!body) throw new Error("no post body");
    body.innerHTML = cleaned;
    body.setAttribute("data-cleaned-body", "");
  }, html);
  await everythingHadItsChance(page);
  return dialogs;
}

test("the cleaned hostile body runs nothing and keeps its text, inside a real post page", async ({ page }) => {
  const dialogs = await withCleanedBody(page, "hostile-post.html");
  await expect(page.getByText("Texto legítimo que deve continuar aparecendo depois da limpeza.")).toBeVisible();
  await expect(page.getByText("Fim do texto legítimo.")).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  const dangerous = await page.locator("[data-cleaned-body]").evaluate((root) => {
    const bad = root.querySelectorAll("script, iframe, object, embed, base, meta, link, form, input, style, svg, math, template");
    const handlers = [...root.querySelectorAll("*")].filter((el) => [...el.attributes].some((a) => a.name.startsWith("on")));
    const badLinks = [...root.querySelectorAll("a")].filter((a) => /^(javascript|vbscript|data):/i.test(a.getAttribute("href") ?? ""));
    return { bad: bad.length, handlers: handlers.length, badLinks: badLinks.length };
  });
  expect(dangerous).toEqual({ bad: 0, handlers: 0, badLinks: 0 });
  // The page's own elements were not clobbered: the main landmark is the real one.
  expect(await page.evaluate(() => document.getElementById("conteudo")?.tagName)).toBe("MAIN");
  await expect(page.getByRole("link", { name: /link externo/ })).toHaveAttribute("rel", "noopener noreferrer");
});

test("the cleaned leading-markup body keeps harmless attributes and working in-page links", async ({ page }) => {
  const dialogs = await withCleanedBody(page, "hostile-post-leading.html");
  await expect(page.getByText("Fim do texto legítimo do segundo artigo.")).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(await page.locator('base, meta[http-equiv="refresh"], link[href*="mal.example"]').count()).toBe(0);
  const body = page.locator("[data-cleaned-body]");
  await expect(body.locator('th[scope="col"][colspan="2"][lang="pt-BR"][dir="ltr"]')).toHaveText("Culto de domingo");
  await expect(body.locator("ol")).toHaveAttribute("start", "3");
  await expect(body.locator("time")).toHaveAttribute("datetime", "2026-09-06");
  for (const name of ["barra invertida", "duas barras", "barra, tab, barra"]) {
    expect(await page.getByText(name, { exact: true }).getAttribute("href"), name).toBeNull();
  }
  const other = page.getByRole("link", { name: "estudo em outro site" });
  await expect(other).toHaveAttribute("target", "_blank");
  await expect(other).toHaveAttribute("rel", "noopener noreferrer");
  await page.getByRole("link", { name: "Ir para a oração" }).click();
  await expect(page).toHaveURL(/#user-content-oracao$/);
  await expect(page.locator(":target")).toHaveText("Oração");
});
