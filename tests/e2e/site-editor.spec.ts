import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { editorTest as test } from "./support/editor-test";
import { formatContent } from "../../src/engine/core/format/content-format";
import { loadSchemaSet } from "../../src/engine/node/schema-registry";
import type { Page as PageContent } from "../../src/types/generated/content";
import sharp from "sharp";
import { PROJECT_ROOT } from "../support/fixture-site";
import { GPS_POINTER, phonePhoto } from "./support/phone-photo";
import {
  buildAndServe,
  checkContent,
  dragAbove,
  fieldBoxOf,
  openInEditor,
  phraseKeysShown,
  publishNow,
  readJson,
  sectionItems,
  type EditorUnderTest,
} from "./support/site-editor";

/**
 * The site editor (/admin) against its real local backend: `npm run editor` on a copy of the fixture
 * content, driven in Chromium as a volunteer would, and the files it writes read back from disk.
 */

test.describe.configure({ timeout: 240_000 });

/** This test's editor (support/editor-test.ts), on a copy of the fixture as it is: no test sees another's saves. */
let editor: EditorUnderTest;
test.beforeEach(({ editor: running }) => {
  editor = running;
});

/** Each block's name in the editor: its schema's title. */
const schemaIndex = (await loadSchemaSet(PROJECT_ROOT)).index;
const BLOCK_LABELS: Record<string, string> = Object.fromEntries(
  schemaIndex.files("blocks/").map((file) => {
    const schema = schemaIndex.get(file).schema as { title: string; properties: { type: { const: string } } };
    return [schema.properties.type.const, schema.title];
  }),
);
const fileOf = (relative: string) => join(editor.contentDir, relative);

async function formatted(value: unknown): Promise<string> {
  const { index } = await loadSchemaSet(PROJECT_ROOT);
  return formatContent(value, "page.schema.json", index);
}

/** The section item whose label is that block's name in the editor ("Abertura do topo"). */
const sectionOfType = (page: Page, type: string) => sectionItems(page).filter({ has: page.locator("> label", { hasText: BLOCK_LABELS[type] }) });

test("changing the home title and moving a section up writes exactly that to the file, which passes the check", async ({ page, consoleErrors }) => {
  const file = fileOf("pages/inicio.json");
  const before = (await readJson(file)) as PageContent;
  const heroAt = before.sections.findIndex((section) => section.type === "hero");
  expect(heroAt, "the fixture's home page has a hero").toBeGreaterThanOrEqual(0);
  expect(before.sections.length, "the fixture's home page has a section to move").toBeGreaterThan(1);

  await openInEditor(page, editor.url, "pages/entries/inicio");
  await expect(sectionItems(page)).toHaveCount(before.sections.length);
  // The second section goes above the first.
  await dragAbove(page, sectionItems(page).nth(1), sectionItems(page).nth(0));
  await expect(sectionItems(page).nth(0).locator("> label")).toHaveText(new RegExp(BLOCK_LABELS[before.sections[1]!.type]!));

  const newTitle = "Uma igreja de portas abertas";
  const hero = sectionOfType(page, "hero");
  await hero.locator("button").first().click();
  await hero.locator("input[id^='title-field']").first().fill(newTitle);
  // An optional field emptied is written as absent (the check would refuse it empty), not as "".
  const heroBefore = before.sections[heroAt] as { eyebrow?: string };
  if (heroBefore.eyebrow) await hero.locator("input[id^='eyebrow-field']").first().fill("");
  // The preview is the site's own hero block, showing the title as it is typed.
  await expect(page.frameLocator("iframe").first().getByRole("heading", { name: newTitle })).toBeVisible();
  // Every phrase of the form in a language: none shown as Decap's key for it.
  expect(await phraseKeysShown(page)).toEqual([]);
  await publishNow(page);

  const expected = structuredClone(before);
  const moved = expected.sections.splice(1, 1)[0]!;
  expected.sections.unshift(moved);
  const hero2 = expected.sections.find((section) => section.type === "hero") as { title: string };
  hero2.title = newTitle;
  delete (hero2 as { eyebrow?: string }).eyebrow;
  // decap-server writes the file in place: a read in the middle of it is not the answer yet.
  await expect.poll(() => readJson(file).catch(() => undefined), { timeout: 20_000 }).toEqual(expected);
  // Written in the project's format (what `npm run check -- --fix` writes): key order, indentation, newline.
  expect(await readFile(file, "utf8")).toBe(await formatted(expected));
  const check = await checkContent(editor.contentDir);
  expect(check.status, check.output).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test("an emptied required field or a link to no page is refused in Portuguese, and nothing is written", async ({ page, consoleErrors }) => {
  const file = fileOf("pages/inicio.json");
  const before = await readFile(file, "utf8");
  await openInEditor(page, editor.url, "pages/entries/inicio");
  const pageTitle = page.locator("input[id^='title-field']").first();
  await expect(pageTitle).not.toHaveValue("");
  await pageTitle.fill("");
  await publishNow(page);
  await expect(page.getByText(/é obrigatório/).first()).toBeVisible();

  // What only the pipeline's own checks know: the page a link points to must exist.
  await pageTitle.fill("Página inicial de teste");
  const hero = sectionOfType(page, "hero");
  await hero.locator("button").first().click();
  const action = hero.locator("[class*=SortableListItem]").first();
  await action.locator("button").first().click();
  const link = action.locator("input[id^='href-field']");
  // A link can be picked from the site's pages (every page file of the content under test is offered), once the
  // editor's data has arrived: asked for as the editor starts, worked out from the content on disk by the local
  // editor, it can come after the field shows, and the list fills in then.
  const offered = page.locator(`datalist#${await link.getAttribute("list")} option`);
  const pageFiles = (await readdir(fileOf("pages"))).filter((name) => name.endsWith(".json")).map((name) => name.replace(/\.json$/, ""));
  await expect
    .poll(() => offered.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)))
    .toEqual(
      expect.arrayContaining(
        pageFiles
          .filter((name) => name !== "inicio")
          .map((name) => `/${name}`)
          .concat("/"),
      ),
    );
  await link.fill("/pagina-que-nao-existe");
  await publishNow(page);
  // Decap's notice says it was not saved, in Portuguese; the message itself is under the field's label, and stays
  // when the notice closes, until the field is changed.
  await expect(page.getByText("Não foi salvo: corrija o que está marcado em vermelho no formulário.")).toBeVisible();
  const refusal = page.getByRole("alert").filter({ hasText: 'A página "/pagina-que-nao-existe" não existe' });
  await expect(refusal).toBeVisible();
  await expect(fieldBoxOf(refusal).locator("input[id^='href-field']")).toHaveValue("/pagina-que-nao-existe");
  await expect(page.getByRole("alert").filter({ hasText: "Não foi salvo." })).toContainText("campo marcado em vermelho");

  // The refusal comes before anything is sent to be written.
  expect(await readFile(file, "utf8")).toBe(before);
  // Decap logs a refused save itself, and leaves the promise of each refused save rejected (with nothing,
  // or its own action object): that is all the console may hold.
  expect(consoleErrors.filter((text) => !/marcado em vermelho no formulário/.test(text) && !/^pageerror: (undefined|Object)$/.test(text))).toEqual([]);
});

test("a palette a visitor could not read is refused with the check's contrast message, and nothing is written", async ({ page, consoleErrors }) => {
  const file = fileOf("site.json");
  const before = await readFile(file, "utf8");
  await openInEditor(page, editor.url, "site/entries/site");
  // The accent as text on the light surfaces, in a gold too light to read there.
  const accentText = page.locator("input[id^='accentText-field']").first();
  await accentText.fill("#e0b84a");
  await publishNow(page);
  // At the colour's own field ("Texto de destaque"), with the shade that would pass.
  const refusal = page.getByRole("alert").filter({ hasText: /^O dourado #e0b84a/ });
  await expect(refusal).toBeVisible();
  await expect(fieldBoxOf(refusal).locator("input[id^='accentText-field']")).toHaveValue("#e0b84a");
  await expect(refusal).toContainText(
    /O dourado #e0b84a, texto de destaque, sobre o creme #[0-9a-f]{6}, fundo suave.* tem contraste \d,\d:1; o mínimo é 4,5:1\. O tom mais próximo de #e0b84a que passa é #[0-9a-f]{6}\./,
  );
  expect(await readFile(file, "utf8")).toBe(before);
  expect(consoleErrors.filter((text) => !/marcado em vermelho no formulário/.test(text) && !/^pageerror: (undefined|Object)$/.test(text))).toEqual([]);
});

test("a new post with a cover and a phone's photo put in its text with the image button is built at /blog/<id>, the photo resized before upload", async ({
  page,
  consoleErrors,
}, testInfo) => {
  const postsDir = fileOf("posts");
  const existing = await readdir(postsDir);
  const ids = await Promise.all(
    existing.filter((name) => name.endsWith(".json")).map(async (name) => ((await readJson(join(postsDir, name))) as { id: number }).id),
  );
  const id = Math.max(...ids) + 1;
  const post = { title: "Um teste de novo artigo", verse: "Salmos 23:1", excerpt: "O Senhor é o meu pastor; nada me faltará neste novo dia." };

  await openInEditor(page, editor.url, "posts/new");
  await page.locator("input[id^='id-field']").fill(String(id));
  await page.locator("input[id^='title-field']").fill(post.title);
  await page.locator("input[id^='excerpt-field']").fill(post.excerpt);
  await page.locator("input[id^='versiculoChave-field']").fill(post.verse);
  await page.locator("input[id^='author-field']").fill("Pastora Ana Souza");
  await page.locator("input[id^='date-field']").fill("2026-11-02");
  await page.locator("input[id^='readTime-field']").fill("3 min");
  // A category the blog already has (a new spelling would only earn a warning, but stay with the content).
  const category = (
    (await readJson(
      join(
        postsDir,
        existing.find((name) => name.endsWith(".json"))!,
      ),
    )) as { category: string }
  ).category;
  await page.locator("input[id^='category-field']").fill(category);
  await page.getByRole("button", { name: "Escolha uma imagem" }).click();
  const picture = join(
    PROJECT_ROOT,
    "tests/fixtures/site-content/images",
    (await readdir(fileOf("images"))).find((name) => name.endsWith(".jpg"))!,
  );
  await page.locator("input[type=file]").setInputFiles({ name: "foto-do-teste.jpg", mimeType: "image/jpeg", buffer: await readFile(picture) });
  await expect(page.getByRole("status")).toContainText("Foto pronta");
  await page.getByRole("button", { name: "Escolher selecionado" }).click();
  await page.locator("input[id^='alt-field']").fill("Bíblia aberta sobre uma mesa de madeira");
  const body = page.locator("[contenteditable=true]").first();
  await body.click();
  await page.keyboard.type("Uma palavra de esperança para a semana.");

  // The text's image button: a photo straight from a phone, 12 MP, lying on its side, with where it was taken.
  const original = await phonePhoto();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Adicionar Componente" }).click();
  await page.getByRole("menuitem", { name: "Foto" }).click();
  const photoBlock = page.locator("[aria-label='campo do tipo object']").filter({ has: page.getByText("Descrição da foto") });
  // The text box's toolbar and the photo's form: every phrase in a language, none shown as its key.
  expect(await phraseKeysShown(page)).toEqual([]);
  await photoBlock.getByRole("button", { name: "Escolha uma imagem" }).click();
  await page.locator("input[type=file]").setInputFiles({ name: "IMG_2034.JPG", mimeType: "image/jpeg", buffer: original });
  await expect(page.getByRole("status")).toContainText(
    /Foto pronta: "img-2034-[a-z0-9]{4}\.jpg", .* 3000 × 4000 → 1920 × 2560 pixels, sem dados de localização/,
  );
  await page.getByRole("button", { name: "Escolher selecionado" }).click();
  const photoAlt = "Crianças cantando no culto de domingo";
  await photoBlock.getByLabel("Descrição da foto").fill(photoAlt);
  // The preview draws the text as the site will, the photo from Decap's copy until it is saved.
  const previewPhoto = page.frameLocator("iframe").first().locator(`article img[alt="${photoAlt}"]`);
  await expect(previewPhoto).toHaveAttribute("src", /^blob:/);
  await expect.poll(() => previewPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1920);
  await publishNow(page);

  const file = join(postsDir, "2026-11-um-teste-de-novo-artigo.json");
  // decap-server writes the file in place: it may appear before it is whole.
  await expect.poll(() => readJson(file).catch(() => undefined), { timeout: 20_000 }).toBeDefined();
  const saved = (await readJson(file)) as { image: { src: string }; body: string };
  expect(saved).toMatchObject({ id, title: post.title, image: { src: expect.stringMatching(/^\/images\/foto-do-teste-[a-z0-9]{4}\.jpg$/) } });
  const [, photoSrc] = /^Uma palavra de esperança para a semana\.\n\n!\[[^\]]*\]\((\/images\/img-2034-[a-z0-9]{4}\.jpg)\)$/.exec(saved.body) ?? [];
  expect(saved.body).toBe(`Uma palavra de esperança para a semana.\n\n![${photoAlt}](${photoSrc})`);
  // The editor's server writes the post and each upload as separate requests: the pictures may land a moment later.
  for (const src of [saved.image.src, photoSrc]) {
    await expect.poll(() => readdir(fileOf("images")), { timeout: 10_000 }).toContain((src ?? "").slice("/images/".length));
  }
  // What was written is the prepared photo: upright, 2560 px on its longest side, no EXIF at all, a fraction of the bytes.
  const written = await readFile(fileOf(photoSrc!));
  const meta = await sharp(written).metadata();
  expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(["jpeg", 1920, 2560, undefined, undefined]);
  expect((await sharp(original).metadata()).exif?.includes(GPS_POINTER)).toBe(true);
  expect(written.length).toBeLessThan(original.length / 3);
  testInfo.annotations.push({ type: "phone photo", description: `${original.length} bytes → ${written.length} bytes` });
  const check = await checkContent(editor.contentDir);
  expect(check.status, check.output).toBe(0);
  // Decap's own form asks for each picture once by its future address, before it is saved there.
  expect(consoleErrors.filter((text) => !/404.*\/images\/(foto-do-teste|img-2034)-[a-z0-9]{4}\.jpg$/.test(text))).toEqual([]);

  // The build publishes it: its page, its text, its cover and the photo in its text, as AVIF (the original as the fallback).
  const site = await buildAndServe(editor.contentDir);
  try {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.url}/blog/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      await expect(page.getByText("Uma palavra de esperança para a semana.")).toBeVisible();
      await expect(page.locator(`article img[src="${saved.image.src}"]`)).toBeAttached();
      const photo = page.locator(`article picture > img[src="${photoSrc}"]`);
      await expect(photo).toHaveAttribute("alt", photoAlt);
      const sources = photo.locator("xpath=..").locator("source");
      await expect(sources).toHaveCount(1);
      await expect(sources.first()).toHaveAttribute("type", "image/avif");
      await expect(sources.first()).toHaveAttribute("srcset", /img-2034-[a-z0-9]{4}-1920\.avif 1920w$/);
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
      await page.screenshot({ path: testInfo.outputPath(`post-photo-${width}.png`) });
    }
  } finally {
    await site.close();
  }
});

test("a photo over the limit, or one the browser cannot open (HEIC outside Safari), is refused in Portuguese before anything is uploaded", async ({
  page,
  consoleErrors,
}) => {
  const imagesBefore = await readdir(fileOf("images"));
  await openInEditor(page, editor.url, "posts/new");
  await page.getByRole("button", { name: "Escolha uma imagem" }).click();
  const library = page.getByRole("dialog");
  const cards = library.getByText("Rascunho");
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "IMG_2035.HEIC", mimeType: "image/heic", buffer: Buffer.from("ftypheic, not something Chromium decodes") });
  await expect(page.getByRole("alert")).toContainText(
    'Este navegador não abre fotos HEIC, o formato do iPhone e de alguns Android ("IMG_2035.HEIC"). Nada foi enviado.',
  );
  const tooBig = Buffer.alloc(26 * 1024 * 1024);
  await page.locator("input[type=file]").setInputFiles({ name: "IMG_2036.JPG", mimeType: "image/jpeg", buffer: tooBig });
  await expect(page.getByRole("alert")).toContainText('A foto "IMG_2036.JPG" tem 26 MB, e o limite é 25 MB. Nada foi enviado.');
  await page.getByRole("alert").getByRole("button", { name: "Fechar" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // Decap never got either file: no draft in its library, nothing written.
  await expect(cards).toHaveCount(0);
  expect(await readdir(fileOf("images"))).toEqual(imagesBefore);
  expect(consoleErrors).toEqual([]);
});

test("the preview draws every block from its example, added from the section menu", async ({ page, consoleErrors }) => {
  const schemas = (await readdir(join(PROJECT_ROOT, "schemas/blocks"))).filter((name) => name.endsWith(".schema.json"));
  const blocks = await Promise.all(
    schemas.map(async (name) => {
      const schema = (await readJson(join(PROJECT_ROOT, "schemas/blocks", name))) as {
        properties: { type: { const: string } };
        examples: Record<string, string>[];
      };
      const example = schema.examples[0]!;
      return { type: schema.properties.type.const, heading: example.heading ?? example.title };
    }),
  );
  await openInEditor(page, editor.url, "pages/new");
  const preview = page.frameLocator("iframe").first();
  for (const { type, heading } of blocks) {
    await page.getByText("Adicionar seção", { exact: true }).click();
    await page.getByRole("menuitem", { name: BLOCK_LABELS[type], exact: true }).click();
    expect(heading, `${type}'s example has a heading`).toBeTruthy();
    // In the section just added (the last one), not in an earlier block with the same heading.
    const added = preview.locator("#conteudo > *").last();
    await expect(added.getByRole("heading", { name: heading }).first(), `${type}: ${heading}`).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test("an editor whose code does not arrive says so in Portuguese, and its button tries again", async ({ page, consoleErrors }) => {
  // Decap's chunk, lost on the way (a phone's connection that dropped): the page would otherwise stay blank.
  const decap = "**/start-cms-*.js";
  await page.route(decap, (route) => route.abort("internetdisconnected"));
  await page.goto(editor.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("O editor não carregou");
  // The failed download is logged for whoever looks at the browser's console.
  expect(consoleErrors.join("\n")).toMatch(/start-cms/);
  await page.unroute(decap);
  await page.getByRole("button", { name: "Tentar de novo" }).click();
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
});
