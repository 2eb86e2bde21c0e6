import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Field } from "../../../scripts/cms/decap-types";
import { FIELD_LABELS, TYPE_LABELS } from "../../../scripts/cms/labels";
import { checkEntry } from "../../../src/admin/entry-check";
import type { EditorData } from "../../../src/admin/editor-data";
import { fieldPath } from "../../../src/admin/field-labels";
import generated from "../../../src/admin/generated/decap-config.json";
import { FIXTURE_CONTENT, loadFixtureSite } from "../../support/fixture-site";

/** What the editor knows of the fixture site, as /admin/editor-data.json would say it. */
async function fixtureData(): Promise<EditorData> {
  const content = await loadFixtureSite();
  const routes: Record<string, string[]> = {};
  for (const { route, page } of content.pages) routes[route] = page.sections.flatMap((section) => (section.id ? [section.id] : []));
  const images = [...new Set(JSON.stringify(content).match(/\/images\/[\w.-]+/g) ?? [])];
  return { routes, images, staticFiles: [], imagesFolder: "site-content/images", facts: {}, problems: [] };
}

const home = async () => JSON.parse(await readFile(join(FIXTURE_CONTENT, "pages/inicio.json"), "utf8"));
const pageFields = generated.collections.find((collection) => collection.name === "pages")?.fields as Field[];

describe("the check before saving (the site editor, in the browser)", () => {
  it("passes a page that passes npm run check", async () => {
    expect(checkEntry({ schemaFile: "page.schema.json", route: "/", data: await home(), newImages: [] }, await fixtureData())).toEqual([]);
  });

  it("says what npm run check says of a missing field, a link to no page and a missing picture", async () => {
    const page = await home();
    delete page.title;
    const hero = page.sections.find((section: { type: string }) => section.type === "hero");
    hero.actions[0].href = "/pagina-que-nao-existe";
    page.image = { src: "/images/nao-existe.jpg", alt: "Uma foto" };
    const findings = checkEntry({ schemaFile: "page.schema.json", route: "/", data: page, newImages: [] }, await fixtureData());
    const at = (pointer: string) => findings.filter((finding) => finding.pointer === pointer).map((finding) => finding.message);
    expect(at("").join()).toMatch(/"title"/);
    expect(at(`/sections/${page.sections.indexOf(hero)}/actions/0/href`)).toEqual([expect.stringContaining('a página "/pagina-que-nao-existe" não existe')]);
    expect(at("/image/src")).toEqual([expect.stringContaining("imagem não encontrada")]);
  });

  it("accepts a picture uploaded with the entry before it is in the images folder", async () => {
    const page = { ...(await home()), image: { src: "/images/nova.jpg", alt: "Uma foto nova" } };
    const data = await fixtureData();
    expect(checkEntry({ schemaFile: "page.schema.json", route: "/", data: page, newImages: [] }, data)).not.toEqual([]);
    expect(checkEntry({ schemaFile: "page.schema.json", route: "/", data: page, newImages: ["/images/nova.jpg"] }, data)).toEqual([]);
  });

  it("names a problem by the labels the form shows, list items counted from 1", async () => {
    const page = await home();
    const heroAt = page.sections.findIndex((section: { type: string }) => section.type === "hero");
    const path = fieldPath(`/sections/${heroAt}/title`, pageFields, page);
    expect(path).toBe(`${FIELD_LABELS.sections} › ${heroAt + 1} (${TYPE_LABELS.type!.hero}) › ${FIELD_LABELS.title}`);
  });
});
