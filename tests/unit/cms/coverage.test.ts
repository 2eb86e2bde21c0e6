import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ListField } from "../../../src/editor/shared/decap-types";
import { DEFAULT_CONTENT_FOLDER } from "../../../src/engine/node/content-folder";
import { CONTENT_KINDS } from "../../../src/engine/core/kinds/content-kinds";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import { isNode as isSchema } from "../../../src/engine/core/schemas/schema-index";
import { PROJECT_ROOT } from "../../support/fixture-site";
import { configFields, kindFields, readCommittedConfig, schemaProperties } from "./walk";

const schemas = loadSchemaSet(PROJECT_ROOT).then((set) => set.index);
const config = readCommittedConfig();

describe("the site editor's config has a field for every schema property, and nothing else", () => {
  it.each(CONTENT_KINDS.map((kind) => [kind.schema, kind] as const))("%s", async (_name, kind) => {
    const files = await schemas;
    const expected = [...schemaProperties(files, files.get(kind.schema)).keys()].sort();
    const actual = [...configFields(kindFields(await config, kind)).keys()].sort();
    expect(actual.filter((path) => !expected.includes(path))).toEqual([]);
    expect(expected.filter((path) => !actual.includes(path))).toEqual([]);
  });

  it("offers every block in schemas/blocks/ as a kind of section, and only those", async () => {
    const files = await schemas;
    const blockFiles = (await readdir(join(PROJECT_ROOT, "schemas/blocks"))).filter((name) => name.endsWith(".schema.json"));
    const blockTypes = blockFiles.map((name) => {
      const properties = files.get(`blocks/${name}`).schema.properties;
      return isSchema(properties) && isSchema(properties.type) ? properties.type.const : undefined;
    });
    const pageKind = CONTENT_KINDS.find((kind) => kind.schema === "page.schema.json");
    if (!pageKind) throw new Error("no page kind");
    // The page's list of blocks is whichever of its fields is a variable-type list keyed by "type".
    const sections = kindFields(await config, pageKind).find((field): field is ListField => field.widget === "list" && field.typeKey === "type");
    expect(sections?.types?.map((type) => type.name).sort()).toEqual(blockTypes.sort());
  });

  it("has one collection per content kind, at the kind's folder or file", async () => {
    const { collections } = await config;
    const places = collections.flatMap((c) => ("folder" in c ? [c.folder] : c.files.map((file) => file.file)));
    const kinds = CONTENT_KINDS.map((kind) => `${DEFAULT_CONTENT_FOLDER}/${"folder" in kind.location ? kind.location.folder : kind.location.file}`);
    expect(places.sort()).toEqual(kinds.sort());
  });
});
