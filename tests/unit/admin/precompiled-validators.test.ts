import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ValidateFunction } from "ajv";
import { problemsOfSave, type SavedFile } from "../../../src/editor/app/save-problems";
import { SCHEMA_FILES, schemaIndex } from "../../../src/editor/app/schema-files";
import type { ContentSources } from "../../../src/editor/shared/editor-data";
import { precompiledSchemaSet, type SchemaSet } from "../../../src/engine/core/schemas/schema-set";
import { readContentEntries } from "../../../src/engine/node/read-content";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import { standaloneValidatorsCode } from "../../../src/engine/node/standalone-validators";
import { editorBodyTools as tools } from "../../support/editor-body-tools";
import { createFixture, PROJECT_ROOT, type Fixture } from "../pipeline/fixture";

/**
 * The editor checks a save with validators written out when it is built (no code compiled in the browser);
 * `npm run check` compiles the same schemas at runtime. Both must find exactly the same problems, worded the
 * same (the pt-BR messages follow each error's schema object), on the fixture and on every kind of broken edit.
 */

const FOLDER = "site-content";
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The first object inside `value` (itself included) that `test` accepts. */
function find(value: unknown, test: (node: Json) => boolean): Json {
  const seen: unknown[] = [value];
  while (seen.length > 0) {
    const node = seen.shift();
    if (node === null || typeof node !== "object") continue;
    if (!Array.isArray(node) && test(node as Json)) return node as Json;
    seen.push(...Object.values(node));
  }
  throw new Error("the fixture has no such object");
}

const section = (type: string) => (node: Json) => node.type === type && typeof node.id === "string";

/** Broken edits, one or more rules each; every one of them must be refused. */
const EDITS: { file: string; what: string; edit(json: Json): void }[] = [
  { file: "pages/inicio.json", what: "a required field removed", edit: (page) => delete page.title },
  { file: "pages/inicio.json", what: "a number for a text, a text too long", edit: (page) => ((page.title = 7), (page.description = "x".repeat(900))) },
  { file: "pages/inicio.json", what: "an id against its pattern", edit: (page) => (find(page, (node) => typeof node.id === "string").id = "Não Vale") },
  {
    file: "pages/inicio.json",
    what: "an unknown section type",
    edit: (page) => (find(page, (node) => typeof node.id === "string").type = "tipo-que-nao-existe"),
  },
  { file: "pages/inicio.json", what: "a field no schema has", edit: (page) => (find(page, (node) => typeof node.id === "string").cor = "azul") },
  { file: "pages/contribua.json", what: "a PIX key invalid for its type", edit: (page) => (find(page, (node) => "keyType" in node).key = "nao-e-um-email") },
  {
    file: "pages/teste.json",
    what: "two stats with one label",
    edit: (page) => {
      const stats = find(page, section("stats")).items as Json[];
      stats.push({ ...stats[0] });
    },
  },
  {
    file: "pages/sobre.json",
    what: "a prose piece of an unknown kind, and one missing its text",
    edit: (page) => {
      const content = find(page, section("prose")).content as Json[];
      content.push({ kind: "poema", text: "Um verso." }, { kind: "paragrafo" });
    },
  },
  {
    file: "site.json",
    what: "a menu item repeated, an e-mail that is not one",
    edit: (site) => {
      site.nav.push({ ...site.nav[0] });
      find(site, (node) => "email" in node).email = "nao-e-email";
    },
  },
  {
    file: "churches/vila-formosa.json",
    what: "a service time repeated, a service that lasts too long, a pastor who is not in people/",
    edit: (church) => {
      church.serviceTimes.push({ ...church.serviceTimes[0] });
      church.serviceTimes[1].duration = 999;
      church.pastors.push("pastor-que-nao-existe");
    },
  },
  { file: "events/clamor-pelas-nacoes.json", what: "a date written the Brazilian way", edit: (event) => (event.date = "11/11/2026") },
  {
    file: "churches/guarulhos.json",
    what: "a profile address that is not one, coordinates outside Brazil",
    edit: (church) => {
      church.social = [{ network: "instagram", url: "não é endereço" }];
      church.address.geo.latitude = 48.85;
    },
  },
];

let workDir: string;
let precompiled: SchemaSet;

beforeAll(async () => {
  // Written where vitest transforms it (not under node_modules), as the editor's build gets it.
  await mkdir(join(PROJECT_ROOT, ".cache"), { recursive: true });
  workDir = await mkdtemp(join(PROJECT_ROOT, ".cache", "precompiled-validators-"));
  const file = join(workDir, "validators.js");
  await writeFile(
    file,
    await standaloneValidatorsCode(PROJECT_ROOT, { file: join(PROJECT_ROOT, "src/editor/app/schema-files.ts"), exportName: "SCHEMA_FILES" }),
  );
  const { validators } = (await import(/* @vite-ignore */ file)) as { validators: Record<string, ValidateFunction> };
  precompiled = precompiledSchemaSet(schemaIndex(), validators);
}, 60_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

const sourcesOf = async (fixture: Fixture): Promise<ContentSources> => ({ folder: FOLDER, entries: await readContentEntries(fixture.root, FOLDER) });

describe("validators written out for the editor and compiled at runtime by npm run check", () => {
  it("cover every schema file", async () => {
    const files = (await readdir(join(PROJECT_ROOT, "schemas"), { recursive: true })).filter((file) => file.endsWith(".schema.json"));
    expect(Object.keys(SCHEMA_FILES).sort()).toEqual(files.map((file) => file.split("\\").join("/")).sort());
    for (const file of Object.keys(SCHEMA_FILES)) expect(typeof precompiled.validator(file)).toBe("function");
  });

  it("accept the fixture as it is", async () => {
    const fixture = await createFixture();
    const sources = await sourcesOf(fixture);
    const runtime = await loadSchemaSet(fixture.root);
    for (const file of ["pages/inicio.json", "pages/contribua.json", "site.json"]) {
      const saved: SavedFile = { path: `${FOLDER}/${file}`, text: await fixture.read(`${FOLDER}/${file}`), uploads: [] };
      expect(await problemsOfSave(sources, saved, precompiled, tools)).toEqual([]);
      expect(await problemsOfSave(sources, saved, runtime, tools)).toEqual([]);
    }
  });

  it.each(EDITS)("find the same problems, worded the same: $file, $what", async ({ file, edit }) => {
    const fixture = await createFixture();
    const path = `${FOLDER}/${file}`;
    const json = JSON.parse(await fixture.read(path)) as Json;
    edit(json);
    const saved: SavedFile = { path, text: `${JSON.stringify(json, null, 2)}\n`, uploads: [] };
    const sources = await sourcesOf(fixture);
    const inEditor = await problemsOfSave(sources, saved, precompiled, tools);
    const inCheck = await problemsOfSave(sources, saved, await loadSchemaSet(fixture.root), tools);
    expect(inEditor.length).toBeGreaterThan(0);
    expect(inEditor).toEqual(inCheck);
  });

  it("hand over errors that point at the very schema objects the editor indexes", async () => {
    const fixture = await createFixture();
    const page = JSON.parse(await fixture.read(`${FOLDER}/pages/inicio.json`)) as Json;
    delete page.title;
    const validate = precompiled.validator("page.schema.json");
    expect(validate(page)).toBe(false);
    const [error] = validate.errors ?? [];
    expect(precompiled.index.spotOf(error?.parentSchema)).toMatchObject({ file: "page.schema.json", pointer: "" });
    expect(error?.parentSchema).toBe(SCHEMA_FILES["page.schema.json"]);
  });
});
