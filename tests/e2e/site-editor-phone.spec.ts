import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { editorTest as test } from "./support/editor-test";
import { formatTime, weekdayName, type Weekday } from "../../src/lib/time";
import type { AgendaEvent, Post, Site } from "../../src/types/generated/content";
import type { ChurchEntry } from "../../src/types/content-entries";
import { fixtureChurches } from "../support/fixture-site";
import { phonePhoto } from "./support/phone-photo";
import { buildAndServe, checkContent, fieldBoxOf, openInEditor, readJson, sectionItems, type EditorUnderTest } from "./support/site-editor";
import { loadSiteContent } from "../../src/engine/node/load-content";
import { PROJECT_ROOT } from "../support/fixture-site";
import { postMonthLabel } from "../../src/site/data/posts";
import { withContentFolder } from "../support/content-copy";

/**
 * The weekly tasks on a phone: the site editor (`npm run editor` on a copy of the fixture content) at 390 × 844 as a
 * phone shows it (a mobile viewport: a page wider than the screen widens the layout viewport too, and Decap's fixed
 * media library with it), driven by taps. At every step the page is no wider than the screen and "Publicar" is on it.
 */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 180_000 });

/** This test's editor (support/editor-test.ts), on a copy of the fixture as it is: no test sees another's saves. */
let editor: EditorUnderTest;
test.beforeEach(({ editor: running }) => {
  editor = running;
});

const fileOf = (relative: string) => join(editor.contentDir, relative);

/** Inside the screen, whole: nothing to pan to. */
async function expectOnScreen(target: Locator, what: string): Promise<void> {
  await expect(target, what).toBeVisible();
  // Decap may draw a list or a field again while it settles: measure until one drawing holds still long enough.
  await expect(async () => {
    const box = await target.boundingBox();
    expect(box, what).not.toBeNull();
    expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(PHONE.width);
    expect(box!.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${what}: bottom edge`).toBeLessThanOrEqual(PHONE.height);
  }).toPass({ timeout: 5_000 });
}

/** The page is no wider than the phone, and "Publicar" (once published, "Publicado") is on the screen. */
async function expectPhoneFit(page: Page, step: string, button: "Publicar" | "Publicado" = "Publicar"): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${step}: page width`).toBeLessThanOrEqual(PHONE.width);
  await expectOnScreen(page.getByText(button, { exact: true }), `${step}: "${button}"`);
}

/** "Publicar" → "Publicar agora", both on the screen (with the local backend the file is written at once). */
async function publishNow(page: Page): Promise<void> {
  await expectPhoneFit(page, "before publishing");
  await page.getByText("Publicar", { exact: true }).tap();
  const now = page.getByRole("menuitem", { name: "Publicar agora" });
  await expectOnScreen(now, '"Publicar agora"');
  await now.tap();
}

/** The preview, one tap away: it takes the screen, and the same button brings the form back. */
async function lookAtPreview(page: Page, form: Locator, check: (preview: ReturnType<Page["frameLocator"]>) => Promise<void>): Promise<void> {
  const toPreview = page.getByRole("button", { name: "Ver pré-visualização" });
  await expectOnScreen(toPreview, "the preview button");
  await toPreview.tap();
  await expectOnScreen(page.locator("iframe#preview-pane"), "the preview");
  await expect(form).toBeHidden();
  const preview = page.frameLocator("iframe#preview-pane");
  // The site's data (editor-data.json) is worked out from the files by the editor's server: on a loaded machine that
  // takes longer than an assertion waits, so its notice going is waited for first.
  await expect(preview.getByText("A prévia aparece quando", { exact: false })).toHaveCount(0, { timeout: 60_000 });
  await check(preview);
  await expectPhoneFit(page, "the preview");
  await page.getByRole("button", { name: "Voltar ao formulário" }).tap();
  await expect(form).toBeVisible();
}

test("a congregation's service time, pastor and map changed on a phone, and exactly those written", async ({ page, consoleErrors }) => {
  // A congregation that is not the sede, with weekly times and a pastor: what a volunteer there keeps up to date.
  const churches = fixtureChurches();
  const church = churches.find((candidate) => !candidate.headquarters && candidate.serviceTimes?.length && candidate.pastors?.length);
  if (!church) throw new Error("the fixture has no congregation with times and a pastor");
  const file = fileOf(`churches/${church.slug}.json`);
  // As the LEIA-ME asks of whoever also edits by hand: files in the project's format, so a save changes only what changed.
  const fixed = await checkContent(editor.contentDir, "--fix");
  expect(fixed.status, fixed.output).toBe(0);
  const before = JSON.parse(await readFile(file, "utf8")) as ChurchEntry & Record<string, unknown>;
  const service = before.serviceTimes?.[0];
  if (!service) throw new Error("no service");
  const newTime = service.time === "20:15" ? "20:45" : "20:15";
  const people = await Promise.all(
    (await readdir(fileOf("people"))).map(async (name) => ({
      slug: name.replace(/\.json$/, ""),
      ...((await readJson(fileOf(`people/${name}`))) as { name: string }),
    })),
  );
  const added = people.find((person) => !before.pastors?.includes(person.slug));
  if (!added) throw new Error("every person already pastors it");
  const latitude = Number((before.address.geo.latitude + 0.0015).toFixed(4));

  await openInEditor(page, editor.url, `churches/entries/${church.slug}`);
  // An entry opens on its form, full width.
  const name = page.locator("input[id^='name-field']").first();
  await expect(name).toHaveValue(church.name);
  await expectOnScreen(name, "the first field");
  await expectPhoneFit(page, "the church opened", "Publicado");

  // The list names each service by its weekday, time and name.
  const item = page
    .locator("[id^='serviceTimes-field'] [class*=SortableListItem]")
    .filter({ hasText: `${weekdayName(service.day as Weekday)} · ${service.time} · ${service.name}` });
  await item.scrollIntoViewIfNeeded();
  await expectOnScreen(item, "the service's line");
  await item.locator("button").first().tap();
  const time = item.locator("input[id^='time-field']");
  await time.scrollIntoViewIfNeeded();
  await expectOnScreen(time, "the time field");
  await time.fill(newTime);
  await expectPhoneFit(page, "a time changed");

  // The pastors are chosen from the people entries, by name: never retyped.
  const pastors = page.locator("input[id^='pastors-field']");
  await pastors.scrollIntoViewIfNeeded();
  await expectOnScreen(pastors, "the pastors' field");
  await pastors.tap();
  await pastors.pressSequentially(added.name.split(" ").at(-1) ?? added.name);
  const option = page.getByRole("option", { name: added.name });
  await expectOnScreen(option, "the person to choose");
  await option.tap();
  await expectPhoneFit(page, "a pastor chosen");

  // The map: the coordinates Google Maps gives for the temple.
  const field = page.locator("input[id^='latitude-field']");
  await field.scrollIntoViewIfNeeded();
  await expectOnScreen(field, "the latitude field");
  await field.fill(String(latitude));
  await expectPhoneFit(page, "the map moved");

  await lookAtPreview(page, name, async (preview) => {
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(church.name);
    await expect(preview.getByRole("region", { name: "Cultos" })).toContainText(formatTime(newTime));
    await expect(preview.getByRole("heading", { name: added.name })).toBeVisible();
  });
  await publishNow(page);

  // Whole and changed: the editor's server may be halfway through writing it.
  const written = async () => JSON.parse(await readFile(file, "utf8")) as typeof before;
  await expect.poll(async () => JSON.stringify(await written().catch(() => before)), { timeout: 20_000 }).not.toBe(JSON.stringify(before));
  const expected = structuredClone(before);
  (expected.serviceTimes ?? [])[0]!.time = newTime;
  expected.pastors = [...(before.pastors ?? []), added.slug];
  expected.address.geo.latitude = latitude;
  expect(await written()).toEqual(expected);
  const check = await checkContent(editor.contentDir);
  expect(check.status, check.output).toBe(0);
  await expectPhoneFit(page, "published", "Publicado");
  expect(consoleErrors).toEqual([]);
});

test("adding an event on a phone writes a file the check accepts", async ({ page, consoleErrors }) => {
  const eventsDir = fileOf("events");
  const existing = await readdir(eventsDir);
  // The types the church lists in its settings: the form offers exactly these.
  const types = (((await readJson(fileOf("site.json"))) as Site).eventTypes ?? []).map(({ name }) => name);
  expect(types.length).toBeGreaterThan(0);
  // Ahead of today, so the check has nothing to warn about.
  const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const event: Omit<AgendaEvent, "$schema"> = {
    order: 90,
    title: "Vigília de Oração pelo Bairro",
    description: "Uma noite de oração pelas famílias do bairro, com louvor e intercessão. Aberta a todos; traga uma coberta.",
    date,
    startTime: "22:00",
    location: "Templo sede",
    type: types.at(-1) as string,
  };

  await openInEditor(page, editor.url, "events");
  const create = page.getByRole("link", { name: "Criar uma entrada do tipo Evento" });
  await expectOnScreen(create, "the new event button");
  // The collections as a row of chips above: the list's first event is on the first screen, nothing scrolled.
  await expectOnScreen(page.locator("a[href*='/collections/events/entries/']").first(), "the list's first event");
  // A plain "+": Decap's Portuguese has a full-width one, an empty box in fonts without it.
  await expect(create).toHaveText("+ Evento");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await create.tap();

  await page.locator("input[id^='order-field']").fill(String(event.order));
  await page.locator("input[id^='title-field']").fill(event.title);
  await page.locator("textarea[id^='description-field']").fill(event.description);
  const day = page.locator("input[id^='date-field']");
  await day.scrollIntoViewIfNeeded();
  await expectOnScreen(day.locator("xpath=.."), "the date picker");
  await day.fill(event.date);
  await page.locator("input[id^='startTime-field']").fill(event.startTime);
  await page.locator("input[id^='location-field']").fill(event.location);
  // The type: the phone's own select (its picker is the system's), offering the settings' list and nothing else.
  const kind = page.locator("select[id^='type-field']");
  await kind.scrollIntoViewIfNeeded();
  await expectOnScreen(kind, "the type's select");
  await expect(kind.locator("option")).toHaveText(["Escolha da lista", ...types]);
  await kind.selectOption(event.type);
  // "Publicar em", left empty: its picker and both of its buttons whole on the screen, nothing cut off at the edge.
  const publishAt = page.locator("div:has(> input[id^='publishAt-field'])");
  for (const part of [publishAt.locator("input"), publishAt.getByTestId("now-button"), publishAt.getByTestId("clear-button")]) {
    await part.scrollIntoViewIfNeeded();
    await expectOnScreen(part, `"Publicar em": ${(await part.textContent()) || "the picker"}`);
  }
  await expectPhoneFit(page, "an event filled in");
  await lookAtPreview(page, page.locator("input[id^='title-field']"), async (preview) => {
    // Its card on the agenda, and below it its own page.
    await expect(preview.getByRole("heading", { level: 3, name: event.title })).toBeVisible();
    await expect(preview.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  });
  await publishNow(page);

  await expect.poll(async () => (await readdir(eventsDir)).length, { timeout: 20_000 }).toBe(existing.length + 1);
  const added = (await readdir(eventsDir)).find((name) => !existing.includes(name))!;
  // The editor's server creates the file before it has written all of it: read it once it is whole.
  await expect
    .poll(() => readJson(join(eventsDir, added)).catch(() => undefined), { timeout: 10_000 })
    .toEqual({ $schema: expect.stringMatching(/schemas\/content\/event\.schema\.json$/), ...event });
  const check = await checkContent(editor.contentDir);
  expect(check.status, check.output).toBe(0);
  await expectPhoneFit(page, "published", "Publicado");
  expect(consoleErrors).toEqual([]);
});

test("a post with a photo taken on the phone, put in its text with the image button, is saved", async ({ page, consoleErrors }) => {
  const postsDir = fileOf("posts");
  const existing = (await readdir(postsDir)).filter((name) => name.endsWith(".json"));
  const posts = await Promise.all(existing.map(async (name) => (await readJson(join(postsDir, name))) as Post));
  const post = {
    id: Math.max(...posts.map((p) => p.id)) + 1,
    title: "Fotos do culto de domingo",
    excerpt: "Um domingo de louvor e comunhão, contado em fotos tiradas ali mesmo.",
    verse: "Salmos 133:1",
    category: posts[0]!.category,
  };
  const photo = await phonePhoto();

  await openInEditor(page, editor.url, "posts/new");
  await page.locator("input[id^='id-field']").fill(String(post.id));
  await page.locator("input[id^='title-field']").fill(post.title);
  await page.locator("input[id^='excerpt-field']").fill(post.excerpt);
  await page.locator("input[id^='versiculoChave-field']").fill(post.verse);
  await page.locator("input[id^='author-field']").fill("Pastora Ana Souza");
  await page.locator("input[id^='date-field']").fill("2026-11-08");
  await page.locator("input[id^='readTime-field']").fill("2 min");
  await page.locator("input[id^='category-field']").fill(post.category);

  const body = page.locator("[contenteditable=true]").first();
  await body.scrollIntoViewIfNeeded();
  await body.tap();
  await page.keyboard.type("Foi assim o nosso domingo.");
  await page.keyboard.press("Enter");
  // The text's toolbar wraps to the screen: its last button, the image one, is on it.
  const addComponent = page.getByRole("button", { name: "Adicionar Componente" });
  await expectOnScreen(addComponent, "the text's image button");
  await expectPhoneFit(page, "the post's text");
  await addComponent.tap();
  await page.getByRole("menuitem", { name: "Foto" }).tap();
  const photoBlock = page.locator("[aria-label='campo do tipo object']").filter({ has: page.getByText("Descrição da foto") });
  await photoBlock.getByRole("button", { name: "Escolha uma imagem" }).tap();

  // Decap's media library, as wide as the screen: its buttons on it.
  const library = page.getByRole("dialog");
  await expectOnScreen(library.getByText("Enviar novo"), '"Enviar novo"');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.locator("input[type=file]").setInputFiles({ name: "IMG_3001.JPG", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("status")).toContainText("Foto pronta");
  await expectOnScreen(page.getByRole("status"), "the photo's notice");
  const choose = library.getByRole("button", { name: "Escolher selecionado" });
  await expectOnScreen(choose, '"Escolher selecionado"');
  await choose.tap();
  await photoBlock.getByLabel("Descrição da foto").fill("Irmãos cantando no culto de domingo");
  await expectPhoneFit(page, "a photo in the text");
  await publishNow(page);

  const postFiles = async () => (await readdir(postsDir)).filter((name) => name.endsWith(".json"));
  await expect.poll(async () => (await postFiles()).length, { timeout: 20_000 }).toBe(existing.length + 1);
  const added = (await postFiles()).find((name) => !existing.includes(name))!;
  // decap-server writes the files in place: the post may appear before it is whole, and the photo after it.
  await expect.poll(() => readJson(join(postsDir, added)).catch(() => undefined), { timeout: 20_000 }).toBeDefined();
  const saved = (await readJson(join(postsDir, added))) as Post & { body: string };
  expect(saved).toMatchObject({ id: post.id, title: post.title });
  const [, src] = /!\[Irmãos cantando no culto de domingo\]\(\/images\/(img-3001-[a-z0-9]{4}\.jpg)\)/.exec(saved.body) ?? [];
  expect(src, saved.body).toBeTruthy();
  await expect.poll(() => readdir(fileOf("images")), { timeout: 20_000 }).toContain(src);
  await expectPhoneFit(page, "published", "Publicado");
  // Decap's form asks for the photo once by its future address, before it is saved there.
  expect(consoleErrors.filter((text) => !/404.*\/images\/img-3001-[a-z0-9]{4}\.jpg$/.test(text))).toEqual([]);
});

test("a refused save is told on the form itself, beside its field and in view, with the preview closed", async ({ page, consoleErrors }) => {
  const file = fileOf("pages/inicio.json");
  const before = await readFile(file, "utf8");
  const missing = "/pagina-que-nao-existe";
  await openInEditor(page, editor.url, "pages/entries/inicio");
  // The first section's first button: its link, to a page the site does not have.
  const section = sectionItems(page).first();
  await section.locator("button").first().tap();
  const action = section.locator("[class*=SortableListItem]").first();
  await action.locator("button").first().tap();
  const link = action.locator("input[id^='href-field']");
  await link.fill(missing);
  // She looks at the page before saving: the preview covers the form, as on her phone.
  const form = page.locator("input[id^='title-field']").first();
  await page.getByRole("button", { name: "Ver pré-visualização" }).tap();
  await expect(form).toBeHidden();
  await publishNow(page);

  // Back on the form, without a tap: the message, in Portuguese, under the field's label, both on the screen.
  const message = page.getByRole("alert").filter({ hasText: `A página "${missing}" não existe` });
  await expect(message).toBeVisible();
  await expect(page.locator("iframe#preview-pane")).toBeHidden();
  await expect(fieldBoxOf(message).locator("input[id^='href-field']")).toHaveValue(missing);
  await expectOnScreen(message, "the refusal's message");
  await expectOnScreen(link, "the field it is about");
  await expectPhoneFit(page, "a refused save");
  // The top of the form says it too, and nothing was written.
  await expect(page.getByRole("alert").filter({ hasText: "Não foi salvo." })).toContainText("campo marcado em vermelho");
  expect(await readFile(file, "utf8")).toBe(before);

  // Corrected, the message goes, and the save goes through.
  await link.fill("/");
  await expect(message).toBeHidden();
  await publishNow(page);
  await expect.poll(() => readFile(file, "utf8"), { timeout: 20_000 }).not.toBe(before);
  await expect(page.getByRole("alert").filter({ hasText: "Não foi salvo." })).toHaveCount(0);
  // Decap logs the refused save itself, and leaves its promise rejected: all the console may hold.
  expect(consoleErrors.filter((text) => !/marcado em vermelho no formulário/.test(text) && !/^pageerror: (undefined|Object)$/.test(text))).toEqual([]);
});

test('"Artigo em destaque" moves from one post to another in one save, and the built site shows the new one on top', async ({ page, consoleErrors }) => {
  test.setTimeout(300_000);
  const file = fileOf("site.json");
  const loaded = await withContentFolder(editor.contentDir, () => loadSiteContent(PROJECT_ROOT));
  if (!loaded.ok) throw new Error(loaded.problems.map((problem) => problem.message).join("\n"));
  const posts = loaded.content.posts;
  const featured = posts.find((post) => post.featured);
  // Two moves: from the one featured today to the oldest, then from that one to another, each one save.
  const moves = [posts.at(-1), posts.find((post) => post !== featured && post !== posts.at(-1))];
  expect(featured && moves[0] && moves[1], "the content has three posts to move the featured one between").toBeTruthy();
  expect(moves).not.toContain(featured);

  const postTexts = async () => Promise.all((await readdir(fileOf("posts"))).sort().map((name) => readFile(join(fileOf("posts"), name), "utf8")));
  const postsBefore = await postTexts();
  for (const target of moves) {
    if (!target) continue;
    const before = await readFile(file, "utf8");
    // Signed in once: the second time, a new load of the editor opens the entry at once.
    if (target === moves[0]) await openInEditor(page, editor.url, "site/entries/site");
    else {
      await page.goto("about:blank");
      await page.goto(`${editor.url}#/collections/site/entries/site`);
    }
    const choice = page.locator("select[id^='featuredPost-field']");
    await choice.scrollIntoViewIfNeeded();
    await expectOnScreen(choice, '"Artigo em destaque"');
    // The choice is by title; the first one, the site's own, is the newest post.
    await expect(choice.locator("option").first()).toHaveText("O artigo mais novo (automático)");
    await choice.selectOption({ label: `${target.title} (${postMonthLabel(target.date)})` });
    await publishNow(page);
    await expect.poll(async () => ((await readJson(file).catch(() => ({}))) as Site).featuredPost, { timeout: 20_000 }).toBe(target.id);
    // One field of one file: the rest of the settings as they were, and no post touched.
    const { featuredPost: _after, ...rest } = (await readJson(file)) as Site;
    const { featuredPost: _before, ...was } = JSON.parse(before) as Site;
    expect(rest).toEqual(was);
    expect(await postTexts()).toEqual(postsBefore);
    await expectPhoneFit(page, "the featured post chosen", "Publicado");
  }
  const check = await checkContent(editor.contentDir);
  expect(check.status, check.output).toBe(0);

  const chosen = moves[1]!;
  const site = await buildAndServe(editor.contentDir);
  try {
    await page.goto(`${site.url}/blog`);
    const top = page.getByRole("article").first();
    await expect(top.getByRole("heading", { level: 2 })).toHaveText(chosen.title);
    await expect(top.getByRole("link", { name: /Ler artigo/ })).toHaveAttribute("href", `/blog/${chosen.id}`);
    // The post featured before is back among the others.
    await expect(page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name: featured!.title }) })).toHaveCount(1);
  } finally {
    await site.close();
  }
  expect(consoleErrors).toEqual([]);
});

test("publishing Sunday's sermon on a phone: preacher and series chosen from lists, the passage typed as usual and stored in its one form", async ({
  page,
  consoleErrors,
}) => {
  const sermonsDir = fileOf("sermons");
  const existing = await readdir(sermonsDir);
  const person = (await readdir(fileOf("people")))[0]?.replace(/\.json$/, "") ?? "";
  const personName = ((await readJson(fileOf(`people/${person}.json`))) as { name: string }).name;
  const series = (await readdir(fileOf("series")))[0]?.replace(/\.json$/, "") ?? "";
  const seriesName = ((await readJson(fileOf(`series/${series}.json`))) as { name: string }).name;

  await openInEditor(page, editor.url, "sermons");
  const create = page.getByRole("link", { name: "Criar uma entrada do tipo Mensagem" });
  await expectOnScreen(create, "the new sermon button");
  await create.tap();
  await page.locator("input[id^='title-field']").fill("Elevo os olhos para os montes");
  await page.locator("input[id^='date-field']").fill("2026-12-06");
  // The preacher and the series: Decap's relation boxes, searched by name, tapped like a finger would.
  for (const [field, name] of [
    ["preacher", personName],
    ["series", seriesName],
  ] as const) {
    const box = page.locator(`input[id^='${field}-field']`);
    await box.scrollIntoViewIfNeeded();
    await box.fill(name.split(" ").at(-1) ?? name);
    const option = page.getByRole("option", { name, exact: true });
    await expectOnScreen(option, `the ${field}'s option`);
    await option.tap();
  }
  const addPassage = page.getByRole("button", { name: "Adicionar passagens bíblicas" });
  await addPassage.scrollIntoViewIfNeeded();
  await addPassage.tap();
  await page.locator("input[id^='passages-field']").last().fill("Sl 121");
  await page
    .locator("textarea[id^='summary-field']")
    .fill("De onde vem o socorro? O salmo dos peregrinos lembra que quem guarda a igreja não dormita nem dorme.");
  await expectPhoneFit(page, "a sermon filled in");
  await publishNow(page);

  await expect.poll(async () => (await readdir(sermonsDir)).length, { timeout: 20_000 }).toBe(existing.length + 1);
  const added = (await readdir(sermonsDir)).find((name) => !existing.includes(name))!;
  await expect
    .poll(() => readJson(join(sermonsDir, added)).catch(() => undefined), { timeout: 10_000 })
    .toMatchObject({ preacher: person, series, passages: ["Salmos 121"], date: "2026-12-06" });
  const check = await checkContent(editor.contentDir);
  expect(check.status, check.output).toBe(0);
  expect(consoleErrors).toEqual([]);
});
