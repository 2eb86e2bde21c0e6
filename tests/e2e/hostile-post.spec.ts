import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test, expect } from "./support/fixtures";
import { buildTempSite, type TempSite } from "./support/temp-site";

const hostileHtml = readFileSync(join(import.meta.dirname, "../fixtures/hostile-post.html"), "utf8");
const hostileMeta = {
  $schema: "../../schemas/content/post.schema.json",
  id: 10,
  title: "Artigo com HTML hostil",
  excerpt: "Provai todas as coisas; retende o que é bom.",
  versiculoChave: "1 Tessalonicenses 5:21",
  author: "Equipe de Testes",
  date: "2026-10-04",
  readTime: "2 min",
  category: "Mês Profético",
};

let site: TempSite;

test.describe("a post with hostile HTML, through the real build", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    site = await buildTempSite({
      port: 4390,
      files: {
        "site-content/posts/2026-10-hostil.json": JSON.stringify(hostileMeta),
        "site-content/posts/2026-10-hostil.html": hostileHtml,
      },
    });
  });
  test.afterAll(async () => site?.close());

  test("nothing executes and nothing dangerous reaches the page", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`${site.url}/blog/10`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artigo com HTML hostil");
    await expect(page.getByText("Texto legítimo que deve continuar aparecendo depois da limpeza.")).toBeVisible();
    await page.waitForTimeout(500);

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    const body = page.locator("article [class] >> text=Fim do texto legítimo.").locator("..");
    const dangerous = await body.evaluate((root) => {
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
    await expect(page.locator("body")).toBeVisible();
  });

  test("npm run check reports what the sanitiser removed", async () => {
    const { loadSiteContent } = await import("../../scripts/content/load-content");
    const result = await loadSiteContent(site.root);
    expect(result.ok).toBe(true);
    const note = result.notes.find((n) => n.file === "site-content/posts/2026-10-hostil.html");
    expect(note?.message).toMatch(/removido por segurança: .*<script>/);
  });
});
