import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Field } from "../../../src/editor/shared/decap-types";
import { FIELD_LABELS, TYPE_LABELS } from "../../../src/editor/config/labels";
import { checkEntry } from "../../../src/editor/app/entry-check";
import type { EditorData } from "../../../src/editor/shared/editor-data";
import { fieldPath } from "../../../src/editor/app/field-labels";
import generated from "../../../src/editor/generated/decap-config.json";
import { editorData } from "../../../src/editor/node/editor-data";
import { copyContentFolder, withContentFolder } from "../../support/content-copy";
import { FIXTURE_CONTENT, PROJECT_ROOT } from "../../support/fixture-site";

/** What the editor knows of the fixture site: /admin/editor-data.json as `npm run editor` answers it. */
const fixtureData = (): Promise<EditorData> => withContentFolder(FIXTURE_CONTENT, () => editorData(PROJECT_ROOT));

const home = async () => JSON.parse(await readFile(join(FIXTURE_CONTENT, "pages/inicio.json"), "utf8"));
const pageFields = generated.collections.find((collection) => collection.name === "pages")?.fields as Field[];

describe("the check before saving (the site editor, in the browser)", () => {
  it("passes a page that passes npm run check", async () => {
    expect(checkEntry({ schemaFile: "page.schema.json", route: "/", data: await home(), newImages: [], slug: "inicio" }, await fixtureData())).toEqual([]);
  });

  it("says what npm run check says of a missing field, a link to no page and a missing picture", async () => {
    const page = await home();
    delete page.title;
    const hero = page.sections.find((section: { type: string }) => section.type === "hero");
    hero.actions[0].href = "/pagina-que-nao-existe";
    page.image = { src: "/images/nao-existe.jpg", alt: "Uma foto" };
    const findings = checkEntry({ schemaFile: "page.schema.json", route: "/", data: page, newImages: [], slug: "inicio" }, await fixtureData());
    const at = (pointer: string) => findings.filter((finding) => finding.pointer === pointer).map((finding) => finding.message);
    expect(at("").join()).toMatch(/"title"/);
    expect(at(`/sections/${page.sections.indexOf(hero)}/actions/0/href`)).toEqual([expect.stringContaining('a página "/pagina-que-nao-existe" não existe')]);
    expect(at("/image/src")).toEqual([expect.stringContaining("imagem não encontrada")]);
  });

  it("accepts a picture uploaded with the entry before it is in the images folder", async () => {
    const page = { ...(await home()), image: { src: "/images/nova.jpg", alt: "Uma foto nova" } };
    const data = await fixtureData();
    expect(checkEntry({ schemaFile: "page.schema.json", route: "/", data: page, newImages: [], slug: "inicio" }, data)).not.toEqual([]);
    expect(checkEntry({ schemaFile: "page.schema.json", route: "/", data: page, newImages: ["/images/nova.jpg"], slug: "inicio" }, data)).toEqual([]);
  });

  it("names a problem by the labels the form shows, list items counted from 1", async () => {
    const page = await home();
    const heroAt = page.sections.findIndex((section: { type: string }) => section.type === "hero");
    const path = fieldPath(`/sections/${heroAt}/title`, pageFields, page);
    expect(path).toBe(`${FIELD_LABELS.sections} › ${heroAt + 1} (${TYPE_LABELS.type!.hero}) › ${FIELD_LABELS.title}`);
  });

  it("refuses a section id used twice and a post number another post has, as the check does", async () => {
    const page = await home();
    page.sections[1].id = "repetido";
    page.sections[0].id = "repetido";
    const findings = checkEntry({ schemaFile: "page.schema.json", route: "/", data: page, newImages: [], slug: "inicio" }, await fixtureData());
    expect(findings).toEqual([
      expect.objectContaining({ pointer: "/sections/1/id", message: expect.stringContaining('"repetido" já está no item 1 desta lista ("id")') }),
    ]);

    const data = await fixtureData();
    const [taken, owner] = Object.entries(data.posts)[0]!;
    const post = JSON.parse(await readFile(join(FIXTURE_CONTENT, "posts", `${owner}.json`), "utf8"));
    const copy = { schemaFile: "content/post.schema.json", route: `/blog/${taken}`, data: post, newImages: [] };
    expect(checkEntry({ ...copy, slug: owner }, data)).toEqual([]);
    expect(checkEntry({ ...copy, slug: "2026-11-outro-artigo" }, data)).toEqual([
      expect.objectContaining({ pointer: "/id", message: expect.stringContaining(`o número ${taken} já é do artigo "${owner}"`) }),
    ]);
  });

  it("knows the pages even while a file fails the check, so the save that fixes it is not refused", async () => {
    const root = await mkdtemp(join(PROJECT_ROOT, ".cache", "editor-data-"));
    const folder = join(root, "site-content");
    try {
      await copyContentFolder(FIXTURE_CONTENT, folder, PROJECT_ROOT);
      const broken = join(folder, "pages", "inicio.json");
      const page = JSON.parse(await readFile(broken, "utf8"));
      delete page.title;
      await writeFile(broken, JSON.stringify(page));
      const data = await withContentFolder(folder, () => editorData(PROJECT_ROOT));
      expect(data.problems.join("\n")).toContain("pages/inicio.json");
      const pages = (await readdir(join(folder, "pages"))).filter((name) => name.endsWith(".json")).map((name) => name.replace(/\.json$/, ""));
      expect(Object.keys(data.routes).sort()).toEqual(expect.arrayContaining(pages.map((name) => (name === "inicio" ? "/" : `/${name}`))));
      const fixedLink = { ...page, title: "Início", sections: page.sections };
      expect(checkEntry({ schemaFile: "page.schema.json", route: "/", data: fixedLink, newImages: [], slug: "inicio" }, data)).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("refuses a second text for a post whose text is a .html file", async () => {
    const data = await fixtureData();
    const slug = data.htmlBodies[0];
    expect(slug, "the fixture keeps a post written in HTML").toBeDefined();
    const post = JSON.parse(await readFile(join(FIXTURE_CONTENT, "posts", `${slug}.json`), "utf8"));
    const entry = { schemaFile: "content/post.schema.json", route: `/blog/${post.id}`, newImages: [], slug: slug! };
    expect(checkEntry({ ...entry, data: post }, data)).toEqual([]);
    expect(checkEntry({ ...entry, data: { ...post, body: "Um texto novo." } }, data)).toEqual([
      expect.objectContaining({ pointer: "/body", message: expect.stringContaining(`${slug}.html`) }),
    ]);
  });
});
