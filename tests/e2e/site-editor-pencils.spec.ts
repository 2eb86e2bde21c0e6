import { expect, type Page } from "@playwright/test";
import { editorTest as test } from "./support/editor-test";
import { content, pagesWith, sede } from "./support/content";
import { eventRoute } from "../../src/lib/calendar";
import { churchRoute } from "../../src/lib/churches";
import { WORDS } from "./support/site-routes";
import { expectOpeningEnded, readJson, siteWithEditor, type EditorUnderTest } from "./support/site-editor";
import type { Page as PageContent } from "../../src/types/generated/content";
import { FIELD_OUTCOME_ATTRIBUTE, type FieldOutcome } from "../../src/lib/edit-links";

/**
 * The pencils (docs/site-editor.md, "Pencils on the site"): the tests' own site, served as a host serves it, with its
 * /admin/ answered by `npm run editor` on a copy of the same content, so a pencil leads, as on a real site, to the
 * editor at the same origin. A browser that has opened the editor sees a pencil on each section and each post, event,
 * ministry, church, group and video, on each part of a church's page and on its pastors; one tap (a click on a desktop) opens that entry with that section or item open
 * and its first field focused and on screen. A click on a section in the preview opens its fields too.
 */

test.describe.configure({ timeout: 120_000 });

/** This test's editor (support/editor-test.ts), on a copy of the fixture as it is, and the site with it at /admin/. */
let editor: EditorUnderTest;
let site: { url: string; close(): Promise<void> };
test.beforeEach(async ({ editor: running, baseURL }) => {
  editor = running;
  site = await siteWithEditor(String(baseURL), editor.url);
});
test.afterEach(async () => site?.close());

interface PencilCase {
  what: string;
  route: string;
  pencil: string | RegExp;
  /** The field that must hold the focus: its name (Decap's id starts with it) and the value the content gives it. */
  field: string;
  value: string;
}

/** One of each kind, read from the content the site was built from. */
function pencilCases(): PencilCase[] {
  const cases: PencilCase[] = [];
  const grid = pagesWith("feature-grid")[0];
  if (grid)
    cases.push({
      what: "a section",
      route: grid.page.route,
      pencil: `Editar seção: ${grid.section.heading} (Destaques com ícones)`,
      field: "eyebrow",
      value: grid.section.eyebrow ?? "",
    });
  const event = content.events[0];
  const agenda = pagesWith("event-list")[0];
  if (event && agenda) cases.push({ what: "an event", route: agenda.page.route, pencil: `Editar evento: ${event.title}`, field: "title", value: event.title });
  // An event's own page is its entry's, like a sermon's: the pencil on its top opens it.
  if (event)
    cases.push({ what: "an event's page", route: eventRoute(event.slug), pencil: `Editar evento: ${event.title}`, field: "title", value: event.title });
  const ministry = content.ministries[0];
  const ministries = pagesWith("ministry-grid")[0];
  if (ministry && ministries)
    cases.push({ what: "a ministry", route: ministries.page.route, pencil: `Editar ministério: ${ministry.name}`, field: "name", value: ministry.name });
  const church = content.churches[0];
  const churches = pagesWith("church-list")[0];
  if (church && churches)
    cases.push({ what: "a church", route: churches.page.route, pencil: `Editar igreja: ${church.name}`, field: "name", value: church.name });
  const groups = pagesWith("group-list")[0];
  const group = groups?.section.groups[1] ?? groups?.section.groups[0];
  if (groups && group) cases.push({ what: "a group", route: groups.page.route, pencil: `Editar célula: ${group.name}`, field: "name", value: group.name });
  const testimony = content.testimonies[0];
  const testimonies = pagesWith("testimony-list")[0];
  if (testimony && testimonies)
    cases.push({ what: "a testimony", route: testimonies.page.route, pencil: `Editar testemunho: ${testimony.title}`, field: "title", value: testimony.title });
  const post = content.posts[0];
  const blog = pagesWith("post-list")[0];
  if (post && blog) cases.push({ what: "a post", route: blog.page.route, pencil: `Editar artigo: ${post.title}`, field: "title", value: post.title });
  const videos = pagesWith("video-list")[0];
  const video = videos?.section.videos?.[0];
  if (videos && video) cases.push({ what: "a video", route: videos.page.route, pencil: `Editar vídeo: ${video.title}`, field: "video", value: video.video });
  // A church's own page: its services, its map and a pastor, each its own pencil.
  const congregation = content.churches.find((candidate) => candidate.serviceTimes?.length && candidate.pastors?.length);
  const pastor = content.people.find((person) => person.slug === congregation?.pastors?.[0]);
  if (congregation?.serviceTimes?.[0] && pastor) {
    const route = churchRoute(congregation.slug);
    cases.push(
      { what: "a church's services", route, pencil: `Editar seção: Cultos (${congregation.name})`, field: "time", value: congregation.serviceTimes[0].time },
      { what: "a church's map", route, pencil: `Editar seção: Endereço e mapa (${congregation.name})`, field: "street", value: congregation.address.street },
      { what: "a church's pastor", route, pencil: `Editar pessoa: ${pastor.name}`, field: "name", value: pastor.name },
    );
  }
  return cases;
}

/**
 * Each kind is opened at one width: a whole load of the editor per pencil made the two widths' tests the slowest of the
 * suite, and the pencil, its link and the field it opens are the same at both. On the phone, the kinds a volunteer
 * edits from one week to the next (an event, a post, a congregation's services, map and pastor, a group); at 1366 px,
 * the others, and the keyboard.
 */
const PHONE_KINDS = new Set(["an event", "a post", "a church's services", "a church's map", "a church's pastor", "a group"]);
const onPhone = (cases: PencilCase[]) => cases.filter((pencilCase) => PHONE_KINDS.has(pencilCase.what));
const onDesktop = (cases: PencilCase[]) => cases.filter((pencilCase) => !PHONE_KINDS.has(pencilCase.what));

/**
 * The field the pencil opened holds the focus, shows the content's value and is on the screen; the address forgot the
 * field. The editor waits for its form as long as the form takes to build (on a busy machine, longer than any fixed
 * wait) and marks its page when it is done (src/lib/edit-links.ts): the test waits for that mark, within its own time,
 * and then reads how it ended.
 */
async function expectFieldOpened(page: Page, { what, field, value }: PencilCase): Promise<void> {
  await expectOpeningEnded(page, what);
  const focused = page.locator("#nc-root :focus");
  await expect(focused, what).toHaveAttribute("id", new RegExp(`^${field}-field`));
  await expect(focused, what).toHaveValue(value);
  await expect(focused, what).toBeInViewport();
  await expect(page).not.toHaveURL(/campo=/);
}

/**
 * Each pencil opens the editor on its entry (a whole load of Decap): the test's time grows with the loads, so a busy
 * machine (CI runs several suites side by side) slows it without failing it.
 */
const timeFor = (loads: number) => 60_000 + loads * 20_000;

/** Decap's local sign-in, the first time (a button, no password); later loads skip it. */
async function signInIfAsked(page: Page): Promise<void> {
  const signIn = page.getByRole("button", { name: "Entrar" });
  const form = page.locator('#nc-root [class*="-ControlPaneContainer"] label').first();
  await expect(signIn.or(form)).toBeVisible({ timeout: 30_000 });
  if (await signIn.isVisible()) await signIn.click();
}

test("a browser that opened the editor sees pencils, and each opens its entry with its first field focused (1366 px)", async ({ page, consoleErrors }) => {
  const all = pencilCases();
  expect(all.length, "the content shows every kind of pencil").toBe(12);
  expect(onPhone(all), "the kinds tapped on the phone (below) are in the content").toHaveLength(PHONE_KINDS.size);
  const cases = onDesktop(all);
  // Each pencil's load, and four more: the keyboard's pencil, the settings', the sede's services' and a stale pencil's.
  test.setTimeout(timeFor(cases.length + 4));
  await page.goto(`${site.url}/`);
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
  await expect(page.locator("[data-lapis]")).toHaveCount(0);
  // Opening the editor is what tells this browser to show them.
  await page.goto(`${site.url}/admin/`);
  await signInIfAsked(page);
  for (const pencilCase of cases) {
    await page.goto(`${site.url}${pencilCase.route}`);
    const pencil = page.getByRole("link", { name: pencilCase.pencil, exact: true });
    await expect(pencil, pencilCase.what).toBeVisible();
    const box = await pencil.boundingBox();
    expect(box && Math.min(box.width, box.height), `${pencilCase.what}: a 44 px target`).toBeGreaterThanOrEqual(44);
    await pencil.click();
    await expectFieldOpened(page, pencilCase);
  }
  // By keyboard: Tab reaches the first section's pencil (before the section's own links), Enter opens it.
  await page.goto(`${site.url}/`);
  const first = page.locator("main a[data-lapis]").first();
  for (let presses = 0; presses < 40 && !(await first.evaluate((pencil) => pencil === document.activeElement)); presses++) await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
  await page.keyboard.press("Enter");
  await expectOpeningEnded(page, "the first section's pencil, by keyboard");
  await expect(page.locator("#nc-root :focus")).toBeVisible();
  // The footer's pencil: the site's settings, every page's header and footer.
  await page.goto(`${site.url}/`);
  await page.getByRole("link", { name: /^Editar as configurações do site/ }).click();
  await expectFieldOpened(page, { what: "the site's settings", route: "/", pencil: "", field: "name", value: content.site.name });
  // The footer's services are the sede's: their pencil opens its file at its first service.
  await page.goto(`${site.url}/`);
  await page.getByRole("link", { name: `${WORDS.pencils.editSedeServices}: ${sede.name}` }).click();
  await expectFieldOpened(page, { what: "the sede's services", route: "/", pencil: "", field: "time", value: sede.serviceTimes?.[0]?.time ?? "" });

  // A pencil of a site older than its content, naming a section the page no longer has: the editor says so, in
  // Portuguese, at once, and leaves the entry open at its top.
  const grid = pagesWith("feature-grid")[0];
  await page.goto(`${site.url}/admin/?campo=sections.99&tipo=feature-grid#/collections/pages/entries/${grid?.page.slug}`);
  const done = page.locator(`html[${FIELD_OUTCOME_ATTRIBUTE}]:not([${FIELD_OUTCOME_ATTRIBUTE}="abrindo"])`);
  await expect(done).toHaveAttribute(FIELD_OUTCOME_ATTRIBUTE, "sumiu" satisfies FieldOutcome, { timeout: 0 });
  await expect(page.getByRole("alert")).toContainText("O lápis apontava para uma parte que não existe mais nesta entrada");
  await expect(page).not.toHaveURL(/campo=/);
  expect(consoleErrors).toEqual([]);
});

test("a click on a section in the preview opens its fields, and changes nothing", async ({ page, consoleErrors }) => {
  const home = pagesWith("feature-grid")[0];
  expect(home, "the content has a page with a feature grid").toBeDefined();
  const file = `${editor.contentDir}/pages/${home?.page.slug}.json`;
  const before = (await readJson(file)) as PageContent;
  await page.goto(`${editor.url}#/collections/pages/entries/${home?.page.slug}`);
  await signInIfAsked(page);
  const preview = page.frameLocator("iframe").first();
  await preview.getByRole("heading", { name: home?.section.heading }).click();
  await expectFieldOpened(page, { what: "the clicked section", route: "", pencil: "", field: "eyebrow", value: home?.section.eyebrow ?? "" });
  // A section opened is not a change: Decap has nothing to save, and the file is as it was.
  await expect(page.getByText(/^alterações salvas$/i)).toBeVisible();
  expect(await readJson(file)).toEqual(before);
  expect(consoleErrors).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("one tap on a pencil opens the field, for the kinds edited every week (390 px), and a tap in the preview goes back to the form at that section", async ({
    page,
    consoleErrors,
  }) => {
    const cases = onPhone(pencilCases());
    // Each pencil's load, and the editor's again for the tap in the preview.
    test.setTimeout(timeFor(cases.length + 1));
    await page.goto(`${site.url}/admin/`);
    await signInIfAsked(page);
    for (const pencilCase of cases) {
      await page.goto(`${site.url}${pencilCase.route}`);
      const pencil = page.getByRole("link", { name: pencilCase.pencil, exact: true });
      await pencil.scrollIntoViewIfNeeded();
      await pencil.tap();
      await expectFieldOpened(page, pencilCase);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${pencilCase.what}: no sideways panning`).toBeLessThanOrEqual(390);
    }
    // The preview covers the form on a phone: a tap on a section brings the form back with that section open.
    const home = pagesWith("feature-grid")[0];
    // A new load of the editor (moving between two entries by their addresses alone, Decap's preview keeps the first).
    await page.goto(`${site.url}/`);
    await page.goto(`${site.url}/admin/#/collections/pages/entries/${home?.page.slug}`);
    await page.getByRole("button", { name: "Ver pré-visualização" }).tap();
    await page.frameLocator("iframe").first().getByRole("heading", { name: home?.section.heading }).tap();
    await expectFieldOpened(page, { what: "the tapped section", route: "", pencil: "", field: "eyebrow", value: home?.section.eyebrow ?? "" });
    expect(consoleErrors).toEqual([]);
  });
});
