import { jsonLdOf, richResultProblems } from "../unit/seo/rich-results";
import { COLOUR_RULES, expectNoAxeViolations } from "./support/axe";
import { test, expect } from "./support/fixtures";
import { expectSkipLinkToMain, imageSize, recordCspViolations, undersizedTargets, waitForPageScripts } from "./support/page-checks";
import { content } from "./support/content";
import { SITE_URL, sermonRoutes, siteRoutes, WORDS } from "./support/site-routes";
import { sermonRoute } from "../../src/engine/core/kinds/sermons-kind";
import { CHURCHES_ROUTE } from "../../src/lib/churches";
import { eventRoute } from "../../src/lib/calendar";

/** Every page file, every post and the 404 page, derived from the content under test (see siteRoutes). */
const ROUTES = siteRoutes();

/**
 * The post pages share one template: the one with the longest text (headings, lists, pictures, links) stands
 * for them all. So do the churches' pages: the one with the most to show (services, pastors, a photo) stands for
 * them. The pages are each a composition of their own, and the 404 page is one too.
 */
const richestPost = [...content.posts].sort((a, b) => b.html.length - a.html.length)[0];
/** Likewise the sermon pages: the one with the most to show (video, audio, notes) stands for them; and one archive page (a series', a preacher's and a book's share a template). */
const weight = (sermon: (typeof content.sermons)[number]) => (sermon.video ? 100_000 : 0) + (sermon.audio ? 100_000 : 0) + (sermon.notesHtml?.length ?? 0);
const richestSermon = [...content.sermons].sort((a, b) => weight(b) - weight(a))[0];
const { sermons: SERMON_ROUTES, archives: ARCHIVE_ROUTES } = sermonRoutes();
const sweptSermonPages = new Set([...(richestSermon ? [sermonRoute(richestSermon.slug)] : []), ...ARCHIVE_ROUTES.slice(0, 1)]);
/** And the church pages: the one with the most to show stands for them. */
const richness = (church: (typeof content.churches)[number]) =>
  (church.serviceTimes?.length ?? 0) + (church.pastors?.length ?? 0) + (church.photo ? 2 : 0) + (church.social?.length ?? 0) + (church.secretariat ? 1 : 0);
const richestChurch = [...content.churches].sort((a, b) => richness(b) - richness(a))[0];
/** And the event pages: the one with the most to show (several days, an end time, a church with an address, the longest text). */
const eventWeight = (event: (typeof content.events)[number]) =>
  (event.endDate ? 10_000 : 0) + (event.endTime ? 5_000 : 0) + (event.church ? 2_000 : 0) + event.description.length;
const richestEvent = [...content.events].sort((a, b) => eventWeight(b) - eventWeight(a))[0];
const EVENT_ROUTES = new Set(content.events.map((event) => eventRoute(event.slug)));
const TEMPLATES = ROUTES.filter((route) => {
  if (EVENT_ROUTES.has(route.path)) return richestEvent !== undefined && route.path === eventRoute(richestEvent.slug);
  if (route.path.startsWith("/blog/")) return route.path === `/blog/${richestPost?.id}`;
  if (SERMON_ROUTES.includes(route.path) || ARCHIVE_ROUTES.includes(route.path)) return sweptSermonPages.has(route.path);
  if (route.path.startsWith(`${CHURCHES_ROUTE}/`)) return route.path === `${CHURCHES_ROUTE}/${richestChurch?.slug}`;
  return true;
});

/** One sweep per template and width, in each theme: phones first (390 px), then a laptop (1366 px). */
const VIEWPORTS = [
  { name: "390px", phone: true, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: "1366px", phone: false, use: { viewport: { width: 1366, height: 900 } } },
];

for (const { name, phone, use } of VIEWPORTS) {
  test.describe(`at ${name}`, { tag: "@content" }, () => {
    test.use(use);
    for (const route of TEMPLATES) {
      test.describe(route.path, () => {
        // The browser reports the 404 status the host answers with; that is the point of the page.
        if (route.status === 404) test.use({ expectedConsoleErrors: [/status of 404/] });

        test(`${route.path} is accessible, structured and inside the CSP (${name})`, async ({ page }) => {
          const cspViolations = await recordCspViolations(page);
          const response = await page.goto(route.path);
          expect(response?.status()).toBe(route.status);
          await waitForPageScripts(page);

          await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
          await expect(page.locator("h1")).toHaveCount(1);
          await expect(page.getByRole("banner")).toHaveCount(1);
          await expect(page.getByRole("main")).toHaveCount(1);
          await expect(page.getByRole("contentinfo")).toHaveCount(1);
          await expect(page.getByRole("navigation").filter({ visible: true }).first()).toBeVisible();
          // The main nav is a landmark on wide screens; on phones it lives in the drawer the Menu button opens.
          if (phone)
            await expect(page.getByRole("button", { name: WORDS.navigation.menuButton, exact: true })).toHaveAttribute("aria-controls", "menu-celular");
          else await expect(page.getByRole("navigation", { name: WORDS.navigation.mainMenu })).toBeVisible();

          await expectNoAxeViolations(page);
          // The same page in the dark theme, as a phone set to dark asks for it: only its colours differ, so only the
          // rules about colours run again (the theme's contrast is axe's too).
          await page.emulateMedia({ colorScheme: "dark" });
          await expectNoAxeViolations(page, COLOUR_RULES);
          await page.emulateMedia({ colorScheme: "light" });
          if (phone) expect(await undersizedTargets(page), "alvos menores que 24×24 px").toEqual([]);
          await expectSkipLinkToMain(page);
          expect(await cspViolations(), "violações da Content-Security-Policy").toEqual([]);
        });
      });
    }
  });
}

test.describe("at 390px", { tag: "@content" }, () => {
  test.use(VIEWPORTS[0]?.use ?? {});

  /**
   * The other posts differ from the swept one only in their text: each one's text as the build wrote it (pictures
   * included) is put into the swept post's page, and the page is checked again as a whole, in one axe run.
   */
  test("every post's text, inside the post template, is accessible and inside the CSP", async ({ page }) => {
    const others = content.posts.filter((post) => post !== richestPost);
    test.skip(!richestPost || others.length === 0, "o conteúdo tem um artigo só (ou nenhum): a varredura acima já o cobre");
    const cspViolations = await recordCspViolations(page);
    await page.goto(`/blog/${richestPost?.id}`);
    await waitForPageScripts(page);
    const added = await page.evaluate(
      async ({ ids, aboutAuthor }) => {
        // The text sits just before the author's card (src/site/app/post/post-view.tsx).
        const textOf = (doc: Document) => doc.querySelector(`article section[aria-label="${aboutAuthor}"]`)?.previousElementSibling;
        const here = textOf(document);
        if (!here) throw new Error("no post text before the author's card");
        let count = 0;
        for (const id of ids) {
          const html = await (await fetch(`/blog/${id}`)).text();
          const text = textOf(new DOMParser().parseFromString(html, "text/html"));
          if (!text) throw new Error(`/blog/${id}: no post text before the author's card`);
          here.insertAdjacentHTML("beforeend", `<div data-post-text="${id}">${text.innerHTML}</div>`);
          count += 1;
        }
        return count;
      },
      { ids: others.map((post) => post.id), aboutAuthor: WORDS.postPage.aboutAuthor },
    );
    expect(added).toBe(others.length);
    // Pictures the texts show load under the page's policy, like on their own pages.
    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((img) => {
          img.loading = "eager";
          return img.decode().catch(() => undefined);
        }),
      ),
    );

    await expect(page.locator("h1"), "um título h1 por página: o texto de um artigo não traz outro").toHaveCount(1);
    await expectNoAxeViolations(page);
    expect(await undersizedTargets(page), "alvos menores que 24×24 px").toEqual([]);
    expect(await cspViolations(), "violações da Content-Security-Policy").toEqual([]);
  });
});

test("every page's HTML has a unique title and description, canonical, share card and valid JSON-LD", { tag: "@content" }, async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const meta = (html: string, attr: string, key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
  for (const route of ROUTES) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(route.status);
    const html = await response.text();
    expect(html, route.path).toMatch(/<html lang="pt-BR"/);

    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    const description = meta(html, "name", "description") ?? "";
    expect(title.length && description.length, `${route.path}: título e descrição`).toBeTruthy();
    expect(titles.get(title), `título repetido: ${title}`).toBeUndefined();
    expect(descriptions.get(description), `descrição repetida: ${description}`).toBeUndefined();
    titles.set(title, route.path);
    descriptions.set(description, route.path);

    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (route.canonical === null) {
      expect(canonical, "a página 404 não tem canonical").toBeUndefined();
      expect(html).toContain('<meta name="robots" content="noindex"');
    } else expect(canonical).toBe(route.canonical === "/" ? `${SITE_URL}/` : `${SITE_URL}${route.canonical}`);

    expect(meta(html, "property", "og:locale"), route.path).toBe("pt_BR");
    const ogImage = meta(html, "property", "og:image") ?? "";
    expect(ogImage.startsWith(`${SITE_URL}/`), `${route.path}: og:image absoluta (${ogImage})`).toBe(true);
    const image = await request.get(ogImage.slice(SITE_URL.length));
    expect(image.status(), ogImage).toBe(200);
    expect(imageSize(await image.body()), ogImage).toEqual({ width: 1200, height: 630 });
    expect([meta(html, "property", "og:image:width"), meta(html, "property", "og:image:height")]).toEqual(["1200", "630"]);

    const jsonLd = jsonLdOf(html);
    expect(jsonLd.flatMap((node) => richResultProblems(node).map((p) => `${route.path}: ${p}`))).toEqual([]);
    const count = (type: string) => jsonLd.filter((node) => node["@type"] === type).length;
    if (route.path === "/") expect([count("Church"), count("Organization")]).toEqual([0, 1]);
    // Each event's page carries its Event, and no other page one (agenda.spec.ts reads it back); each church's page, its
    // Church (churches.spec.ts).
    expect(count("Event"), route.path).toBe(EVENT_ROUTES.has(route.path) ? 1 : 0);
    expect(count("Church"), route.path).toBe(route.path.startsWith(`${CHURCHES_ROUTE}/`) ? 1 : 0);
    if (route.path.startsWith("/blog/")) expect(jsonLd.find((node) => node["@type"] === "BlogPosting")?.mainEntityOfPage).toMatchObject({ "@id": canonical });
  }
});
