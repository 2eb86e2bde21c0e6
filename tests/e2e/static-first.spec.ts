import type { Page } from "@playwright/test";
import { content, firstPageWith, newsletterFormName } from "./support/content";
import { recordCspViolations } from "./support/page-checks";
import { test, expect } from "./support/fixtures";
import { PENCILS_FLAG } from "../../src/lib/pencils-flag";
import { PROPS_KEPT_INLINE } from "../../src/build/island-props-files";

// docs/architecture.md, "Static first": every page is whole in its HTML; React loads only with an island.

/** The scripts a page fetched, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const islandTypes = new Set(["contact-form", "newsletter", "post-list"]);
const quietPage = content.pages.find((page) => page.slug !== "404" && page.page.sections.every((section) => !islandTypes.has(section.type)));
const post = content.posts[0];

test.describe("pages without islands", { tag: "@content" }, () => {
  test("load one small script and no React", async ({ page }) => {
    test.skip(!quietPage, "todas as páginas têm uma ilha");
    const scripts = recordScripts(page);
    await page.goto(quietPage?.route ?? "/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    expect(await page.locator("[data-island]").count()).toBe(0);
  });

  test("a post loads React only when the visitor starts on its newsletter form, and keeps what was typed", async ({ page }) => {
    test.skip(!post, "não há artigos");
    const scripts = recordScripts(page);
    await page.goto(`/blog/${post?.id}`);
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    const form = page.getByRole("form", { name: newsletterFormName });
    await form.getByLabel("Seu e-mail").fill("sem-arroba");
    await form.getByRole("button", { name: "Inscrever" }).click();
    // The island woke on that first touch; the send waited for it and now shows React's validation.
    await expect(form.getByText("Confira o e-mail: ele deve ser como nome@exemplo.com.")).toBeVisible();
    await expect(form.getByLabel("Seu e-mail")).toHaveValue("sem-arroba");
    expect(scripts.length).toBeGreaterThan(1);
  });
});

test("the page asks the browser to prerender the next page, under the CSP, and no page carries hidden app data", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto("/");
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}") as { prerender?: unknown[] };
  expect(rules.prerender?.length).toBe(1);
  expect(await page.evaluate(() => HTMLScriptElement.supports?.("speculationrules"))).toBe(true);
  expect(await violations()).toEqual([]);
  expect(await page.locator("#route-data, link[rel=modulepreload]").count()).toBe(0);
});

test.describe("pages whose island waits for the visitor", { tag: "@content" }, () => {
  test("the contact form loads React when the visitor starts on it, and wakes at once for a ?assunto= link", async ({ page }) => {
    const contact = firstPageWith("contact-form");
    test.skip(!contact, "nenhuma página tem o formulário de contato");
    const scripts = recordScripts(page);
    await page.goto(contact?.page.route ?? "/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    const island = page.locator('[data-island="contact-form"]');
    await expect(island).not.toHaveAttribute("data-hydrated");
    await island.locator("input").first().focus();
    await expect(island).toHaveAttribute("data-hydrated", "");

    await page.goto(`${contact?.page.route ?? "/"}?assunto=${encodeURIComponent("Visita")}`);
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute("data-hydrated", "");
  });

  test("a category pressed on the blog list before its island woke is applied once it has", async ({ page }) => {
    const list = firstPageWith("post-list");
    const category = content.posts[0]?.category;
    test.skip(!list || !category, "nenhuma página lista os artigos");
    const scripts = recordScripts(page);
    await page.goto(list?.page.route ?? "/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toHaveLength(1);
    // A list's props (every post it shows) are not carried in the page: the island fetches them when it wakes.
    const inlineProps = await page.locator("script[data-island-props]").evaluateAll((found) => found.map((script) => script.textContent?.length ?? 0));
    expect(Math.max(0, ...inlineProps)).toBeLessThanOrEqual(PROPS_KEPT_INLINE);
    await page.getByRole("button", { name: category, exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("category") === category);
    await expect(page.getByRole("button", { name: category, exact: true })).toHaveAttribute("aria-pressed", "true");
  });
});

test("visitors load nothing of the editor's pencils: no request, no element, until this browser has opened the editor", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(requests.filter((path) => /pencil|lapis/.test(path))).toEqual([]);
  expect(await page.locator("[data-lapis]").count()).toBe(0);
  // The editor sets this flag when it opens (site-editor-pencils.spec.ts opens it); with it, the same page shows them.
  await page.evaluate((flag) => localStorage.setItem(flag, "1"), PENCILS_FLAG);
  await page.reload();
  await expect(page.getByRole("link", { name: /^Editar seção: / }).first()).toBeVisible();
  expect(requests.filter((path) => /pencil|lapis/.test(path)).length).toBeGreaterThan(0);
});
