import { pageAt, type SectionOf } from "./support/content";
import { SITE, WORDS } from "./support/site-routes";
import { test, expect } from "./support/fixtures";
import { heroWords } from "../../src/site/blocks/hero/hero-words";

const home = pageAt("/");
const sections = home?.page.sections ?? [];
const firstOf = <T extends (typeof sections)[number]["type"]>(type: T) => sections.find((section) => section.type === type) as SectionOf<T> | undefined;
const hero = firstOf("hero");
const headingOf = (section: (typeof sections)[number]) =>
  ("title" in section ? section.title : "heading" in section ? section.heading : undefined) as string | undefined;

test("the home hero shows inicio.json's title, subtitle, buttons and figures", { tag: "@content" }, async ({ page }) => {
  test.skip(!hero, "a página inicial não tem bloco hero");
  if (!hero) return;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
  const section = hero.id ? page.locator(`#${hero.id}`) : page.locator("main section").first();
  if (hero.subtitle) await expect(section.getByText(hero.subtitle)).toBeVisible();
  for (const action of hero.actions ?? []) await expect(section.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
  if (hero.stats?.length) {
    const stats = section.getByRole("list", { name: heroWords(hero).statsLabel }).getByRole("listitem");
    await expect(stats).toHaveCount(hero.stats.length);
    await expect(stats).toContainText(hero.stats.map((stat) => stat.value));
  }
});

test("the home cards and buttons lead where inicio.json says", { tag: "@content" }, async ({ page }) => {
  const cards = firstOf("card-grid");
  test.skip(!cards, "a página inicial não tem bloco card-grid");
  if (!cards) return;
  await page.goto("/");
  const region = page.getByRole("region", { name: cards.heading });
  const targets = await region.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(targets).toEqual(cards.cards.flatMap((card) => (card.link ? [card.link.href] : [])));
  const first = cards.cards.find((card) => card.link);
  if (!first?.link) return;
  await region.getByRole("link").first().click();
  await expect(page).toHaveURL((url) => url.pathname === first.link?.href.split(/[?#]/)[0]);
});

test("home is complete with JavaScript disabled (pre-rendered HTML)", { tag: "@content" }, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/");
  if (hero) await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
  await expect(page.getByRole("navigation", { name: WORDS.navigation.mainMenu }).getByRole("link")).toHaveCount(SITE.nav.length);
  for (const section of sections) {
    const heading = headingOf(section);
    if (heading) await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("contentinfo")).toContainText(SITE.name);
  // Styles are in the HTML too: a hero is dark before any script runs.
  if (hero?.id) {
    const heroBackground = await page.locator(`#${hero.id}`).evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(heroBackground).toContain("gradient");
  }
  await context.close();
});
