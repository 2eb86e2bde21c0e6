import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Field } from "../../../src/editor/shared/decap-types";
import { FIELD_LABELS } from "../../../src/editor/config/labels";
import { fieldPath } from "../../../src/editor/app/field-labels";
import { problemsOfSave, type SavedFile } from "../../../src/editor/app/save-problems";
import generated from "../../../src/editor/generated/decap-config.json";
import type { ContentProblem } from "../../../src/engine/core/kinds/types";
import { readContentEntries } from "../../../src/engine/node/read-content";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import type { ContentSources } from "../../../src/editor/shared/editor-data";
import { editorBodyTools as tools } from "../../support/editor-body-tools";
import { createFixture, type Fixture } from "../pipeline/fixture";

const FOLDER = "site-content";
const sourcesOf = async (fixture: Fixture): Promise<ContentSources> => ({ folder: FOLDER, entries: await readContentEntries(fixture.root, FOLDER) });
const json = async (fixture: Fixture, file: string) => JSON.parse(await fixture.read(file)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const asText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const sameness = ({ file, pointer, message }: ContentProblem) => `${file} ${pointer} ${message}`;

/**
 * The editor's verdict on a save and `npm run check`'s on the same files written to disk: the two doors must
 * agree problem for problem (lines aside: the form has none).
 */
async function bothDoors(fixture: Fixture, saved: SavedFile) {
  const sources = await sourcesOf(fixture);
  const editor = await problemsOfSave(sources, saved, await loadSchemaSet(fixture.root), tools);
  await fixture.write(saved.path, saved.text);
  const check = await fixture.newProblems();
  return { editor: editor.map(sameness).sort(), check: check.map(sameness).sort() };
}

describe("the check before saving runs npm run check's own rules on the site with the saved file in place", () => {
  it("accepts a file saved as it is", async () => {
    const fixture = await createFixture();
    const path = `${FOLDER}/pages/inicio.json`;
    const saved = { path, text: await fixture.read(path), uploads: [] };
    expect(await problemsOfSave(await sourcesOf(fixture), saved, await loadSchemaSet(fixture.root), tools)).toEqual([]);
  });

  it("says exactly what the check says of a missing field, a link to no page and a missing picture", async () => {
    const fixture = await createFixture();
    const path = `${FOLDER}/pages/inicio.json`;
    const page = await json(fixture, path);
    delete page.title;
    const hero = page.sections.find((section: { type: string }) => section.type === "hero");
    hero.actions[0].href = "/pagina-que-nao-existe";
    page.image = { src: "/images/nao-existe.jpg", alt: "Uma foto" };
    const { editor, check } = await bothDoors(fixture, { path, text: asText(page), uploads: [] });
    expect(editor).toHaveLength(3);
    expect(editor).toEqual(check);
  });

  it("refuses what only the whole site shows: a title another page has, a ministry's name taken, a link to an empty category", async () => {
    const fixture = await createFixture();
    const pages = (await readdir(join(fixture.root, FOLDER, "pages"))).filter((name) => name.endsWith(".json")).sort();
    const [first, second] = pages;
    const other = await json(fixture, `${FOLDER}/pages/${first}`);
    const path = `${FOLDER}/pages/${second}`;
    const page: Record<string, unknown> = { ...(await json(fixture, path)), title: other.title };
    const hero = (page.sections as { type: string; actions?: { href: string }[] }[]).find((section) => section.type === "hero" && section.actions);
    if (hero?.actions?.[0]) hero.actions[0].href = "/blog?category=Uma categoria que ninguém usa";
    const titles = await bothDoors(fixture, { path, text: asText(page), uploads: [] });
    expect(titles.editor.join("\n")).toContain("título repetido");
    expect(titles.editor).toEqual(titles.check);

    const fresh = await createFixture();
    const [ministry] = (await readdir(join(fresh.root, FOLDER, "ministries"))).sort();
    const copy = { ...(await json(fresh, `${FOLDER}/ministries/${ministry}`)), order: 99 };
    const names = await bothDoors(fresh, { path: `${FOLDER}/ministries/ministerio-novo.json`, text: asText(copy), uploads: [] });
    // The new file is refused, and so is the one it repeats: both are named, as the check names them.
    expect(names.editor).toHaveLength(2);
    expect(names.editor).toEqual(names.check);
  });

  it("refuses a renamed section id that a link on another page points at, naming that page's file", async () => {
    const fixture = await createFixture();
    const linked = new Map<string, string>();
    for (const name of await readdir(join(fixture.root, FOLDER, "pages"))) {
      const text = await fixture.read(`${FOLDER}/pages/${name}`);
      for (const [, route, id] of text.matchAll(/"href": "(\/[a-z-]*)#([a-z0-9-]+)"/g)) linked.set(`${route}#${id}`, name);
    }
    const [target, from] = [...linked].find(([link, name]) => !link.startsWith(`/${name.replace(/\.json$/, "")}#`)) ?? [];
    expect(target, "the fixture links to a section of another page").toBeDefined();
    const [route, id] = (target ?? "").split("#");
    const path = `${FOLDER}/pages/${route === "/" ? "inicio" : route?.slice(1)}.json`;
    const page = await json(fixture, path);
    for (const section of page.sections) if (section.id === id) section.id = `${id}-renomeado`;
    const { editor, check } = await bothDoors(fixture, { path, text: asText(page), uploads: [] });
    expect(editor.some((problem) => problem.startsWith(`${FOLDER}/pages/${from}`))).toBe(true);
    expect(editor).toEqual(check);
  });

  it("refuses dangerous markup in a post's text and a second text for a post written in .html", async () => {
    const fixture = await createFixture();
    const posts = await readdir(join(fixture.root, FOLDER, "posts"));
    const markdown = posts.find((name) => name.endsWith(".json") && !posts.includes(name.replace(/\.json$/, ".html")));
    const html = posts.find((name) => name.endsWith(".html"))?.replace(/\.html$/, ".json");
    expect(markdown && html, "the fixture has a post in Markdown and one in HTML").toBeTruthy();
    const dangerous = { ...(await json(fixture, `${FOLDER}/posts/${markdown}`)) };
    dangerous.body = `${dangerous.body}\n\n<img src="/images/x.jpg" onerror="alert(1)">`;
    const first = await bothDoors(fixture, { path: `${FOLDER}/posts/${markdown}`, text: asText(dangerous), uploads: [] });
    expect(first.editor.join("\n")).toContain("código ou endereço perigoso");
    expect(first.editor).toEqual(first.check);

    const fresh = await createFixture();
    const second = { ...(await json(fresh, `${FOLDER}/posts/${html}`)), body: "Um texto novo." };
    const both = await bothDoors(fresh, { path: `${FOLDER}/posts/${html}`, text: asText(second), uploads: [] });
    expect(both.editor.join("\n")).toContain("o texto deste artigo está em dois lugares");
    expect(both.editor).toEqual(both.check);
  });

  it("accepts a picture uploaded with the entry before it is in the images folder", async () => {
    const fixture = await createFixture();
    const path = `${FOLDER}/pages/inicio.json`;
    const page = { ...(await json(fixture, path)), image: { src: "/images/foto-nova.jpg", alt: "Uma foto nova" } };
    const sources = await sourcesOf(fixture);
    const schemas = await loadSchemaSet(fixture.root);
    expect(await problemsOfSave(sources, { path, text: asText(page), uploads: [] }, schemas, tools)).toHaveLength(1);
    expect(await problemsOfSave(sources, { path, text: asText(page), uploads: ["/images/foto-nova.jpg"] }, schemas, tools)).toEqual([]);
  });

  it("does not refuse a save for what another file already had wrong: the editor is how it gets fixed", async () => {
    const fixture = await createFixture();
    const broken = `${FOLDER}/pages/inicio.json`;
    const page = await json(fixture, broken);
    await fixture.write(broken, asText({ ...page, title: undefined }));
    const path = `${FOLDER}/site.json`;
    const saved = { path, text: await fixture.read(path), uploads: [] };
    expect(await problemsOfSave(await sourcesOf(fixture), saved, await loadSchemaSet(fixture.root), tools)).toEqual([]);
    // The broken file itself, saved fixed, passes too.
    const fixed = { path: broken, text: asText(page), uploads: [] };
    expect(await problemsOfSave(await sourcesOf(fixture), fixed, await loadSchemaSet(fixture.root), tools)).toEqual([]);
  });
});

describe("a problem as the form names it", () => {
  it("uses the labels the form shows, list items counted from 1", async () => {
    const fixture = await createFixture();
    const page = await json(fixture, `${FOLDER}/pages/inicio.json`);
    const pageFields = generated.collections.find((collection) => collection.name === "pages")?.fields as Field[];
    const heroAt = page.sections.findIndex((section: { type: string }) => section.type === "hero");
    const path = fieldPath(`/sections/${heroAt}/title`, pageFields, page);
    const heroTitle = (await loadSchemaSet(fixture.root)).index.file("blocks/hero.schema.json")?.title;
    expect(path).toBe(`${FIELD_LABELS.sections} › ${heroAt + 1} (${String(heroTitle)}) › ${FIELD_LABELS.title}`);
  });

  it("counts the values of a multiple select from 1 too (the secretariat's days)", async () => {
    const fixture = await createFixture();
    const sede = await json(fixture, `${FOLDER}/churches/vila-formosa.json`);
    const churchFields = generated.collections.find((collection) => collection.name === "churches")?.fields as Field[];
    expect(fieldPath("/secretariat/days/1", churchFields, sede)).toBe(`${FIELD_LABELS.secretariat} › ${FIELD_LABELS.days} › 2`);
  });
});
