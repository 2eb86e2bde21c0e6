import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { buildTempSite, type TempSite } from "./support/temp-site";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../fixtures", name), "utf8");
const meta = (id: number, title: string) => ({
  $schema: "../../schemas/content/post.schema.json",
  id,
  title,
  excerpt: "Provai todas as coisas; retende o que é bom.",
  versiculoChave: "1 Tessalonicenses 5:21",
  author: "Equipe de Testes",
  date: "2026-10-04",
  readTime: "2 min",
  category: "Mês Profético",
});

let site: TempSite;

async function openWatchingForCode(page: Page, path: string): Promise<string[]> {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`${site.url}${path}`);
  return dialogs;
}

/** The post's own HTML: the element around its last paragraph. */
const postBody = (page: Page, lastText: string) => page.locator(`article [class] >> text=${lastText}`).locator("..");

test.describe("posts with hostile HTML, through the real build", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async ({}, testInfo) => {
    // A whole build; with a cold image cache (a fresh checkout) it takes well over the default hook timeout.
    testInfo.setTimeout(180_000);
    // The fixture site (the tests' own): its posts never take the ids the hostile ones use.
    site = await buildTempSite({
      port: 4390,
      fixture: true,
      files: {
        "site-content/posts/2026-10-hostil.json": JSON.stringify(meta(10, "Artigo com HTML hostil")),
        "site-content/posts/2026-10-hostil.html": fixture("hostile-post.html"),
        "site-content/posts/2026-10-hostil-no-inicio.json": JSON.stringify(meta(11, "Artigo que começa com script")),
        "site-content/posts/2026-10-hostil-no-inicio.html": fixture("hostile-post-leading.html"),
      },
    });
  });
  test.afterAll(async () => site?.close());

  test("nothing executes and nothing dangerous reaches the page", async ({ page }) => {
    const dialogs = await openWatchingForCode(page, "/blog/10");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artigo com HTML hostil");
    await expect(page.getByText("Texto legítimo que deve continuar aparecendo depois da limpeza.")).toBeVisible();
    await page.waitForTimeout(500);

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    const dangerous = await postBody(page, "Fim do texto legítimo.").evaluate((root) => {
      const bad = root.querySelectorAll("script, iframe, object, embed, base, meta, link, form, input, style, svg, math, template");
      const handlers = [...root.querySelectorAll("*")].filter((el) => [...el.attributes].some((a) => a.name.startsWith("on") || a.name === "style"));
      const badLinks = [...root.querySelectorAll("a")].filter((a) => /^(javascript|vbscript|data):/i.test(a.getAttribute("href") ?? ""));
      return { bad: bad.length, handlers: handlers.length, badLinks: badLinks.length };
    });
    expect(dangerous).toEqual({ bad: 0, handlers: 0, badLinks: 0 });

    // The page's own elements were not clobbered: the main landmark and the route data are the real ones.
    expect(await page.evaluate(() => document.getElementById("conteudo")?.tagName)).toBe("MAIN");
    expect(await page.evaluate(() => document.getElementById("route-data")?.tagName)).toBe("SCRIPT");
    await expect(page.getByRole("link", { name: /link externo/ })).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("markup at the very start of a post is removed too, and the page keeps its own head", async ({ page }) => {
    const dialogs = await openWatchingForCode(page, "/blog/11");
    await expect(page.getByText("Fim do texto legítimo do segundo artigo.")).toBeVisible();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(page.url()).toBe(`${site.url}/blog/11`);
    await expect(page).toHaveTitle(/^Artigo que começa com script/);
    expect(await page.locator('base, meta[http-equiv="refresh"], link[href*="mal.example"]').count()).toBe(0);
  });

  test("harmless attributes that are not URLs survive (tables, lists, language, dates, image size)", async ({ page }) => {
    await page.goto(`${site.url}/blog/11`);
    const body = postBody(page, "Fim do texto legítimo do segundo artigo.");
    await expect(body.locator('th[scope="col"][colspan="2"][lang="pt-BR"][dir="ltr"]')).toHaveText("Culto de domingo");
    await expect(body.locator("ol")).toHaveAttribute("start", "3");
    await expect(body.locator("time")).toHaveAttribute("datetime", "2026-09-06");
    const image = body.getByRole("img", { name: "Campo ao amanhecer" });
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "630");
  });

  test("links that only look site-relative lose their address; 'external' is decided by origin", async ({ page }) => {
    await page.goto(`${site.url}/blog/11`);
    for (const name of ["barra invertida", "duas barras", "barra, tab, barra"]) {
      expect(await page.getByText(name, { exact: true }).getAttribute("href"), name).toBeNull();
    }
    const own = page.getByRole("link", { name: "fale conosco no próprio site" });
    await expect(own).toHaveAttribute("href", "https://www.montecalvario.org.br/contato");
    expect(await own.getAttribute("target")).toBeNull();
    const other = page.getByRole("link", { name: "estudo em outro site" });
    await expect(other).toHaveAttribute("target", "_blank");
    await expect(other).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("an in-page link reaches its heading despite the id prefix", async ({ page }) => {
    await page.goto(`${site.url}/blog/11`);
    await page.getByRole("link", { name: "Ir para a oração" }).click();
    await expect(page).toHaveURL(/#user-content-oracao$/);
    await expect(page.locator(":target")).toHaveText("Oração");
  });

  test("npm run check reports every removal at its line, the leading ones included", async () => {
    const { loadSiteContent } = await import("../../scripts/content/load-content");
    const result = await loadSiteContent(site.root);
    expect(result.ok).toBe(true);
    const notes = result.notes.map((note) => `${note.file}:${note.line}:${note.column} ${note.message}`);
    const leading = "site-content/posts/2026-10-hostil-no-inicio.html";
    for (const [line, what] of [[1, "<script>"], [2, "<meta>"], [3, "<base>"], [4, "<link>"], [5, "<title>"], [6, "<style>"], [7, "<template>"]]) {
      expect(notes).toContainEqual(expect.stringMatching(new RegExp(`^${leading}:${line}:1 removido por segurança: ${what}\\.`)));
    }
    expect(notes).toContainEqual(expect.stringMatching(/^site-content\/posts\/2026-10-hostil\.html:3:1 removido por segurança: <script>\./));
  });
});
