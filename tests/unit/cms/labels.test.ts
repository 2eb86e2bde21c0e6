import { describe, expect, it } from "vitest";
import type { Field } from "../../../src/editor/shared/decap-types";
import { FIELD_LABEL_OVERRIDES, FIELD_LABELS, FILE_LABELS } from "../../../src/editor/config/labels";
import { CONTENT_KINDS } from "../../../src/engine/core/kinds/content-kinds";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import { isNode as isSchema, type SchemaIndex, type SchemaNode as Schema } from "../../../src/engine/core/schemas/schema-index";
import { PROJECT_ROOT } from "../../support/fixture-site";
import { configFields, kindFields, readCommittedConfig } from "./walk";

/** Every schema node in schemas/, with the JSON pointer of each, so labels are checked against what exists. */
async function everyNode(): Promise<{ schemas: SchemaIndex; nodes: { file: string; pointer: string; node: Schema }[] }> {
  const schemas = await loadSchemaSet(PROJECT_ROOT).then((set) => set.index);
  const nodes: { file: string; pointer: string; node: Schema }[] = [];
  const walk = (value: unknown, file: string, pointer: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, file, `${pointer}/${i}`));
    else if (isSchema(value)) {
      nodes.push({ file, pointer, node: value });
      for (const [key, child] of Object.entries(value)) if (key !== "examples") walk(child, file, `${pointer}/${key}`);
    }
  };
  for (const file of schemas.files()) walk(schemas.get(file).schema, file, "");
  return { schemas, nodes };
}

/** The fields editors see, in every collection (the typeKey of a variable-type list is not one). */
async function everyField(): Promise<Field[]> {
  const config = await readCommittedConfig();
  return CONTENT_KINDS.flatMap((kind) => [...configFields(kindFields(config, kind)).values()]);
}

describe("labels.ts has a pt-BR label for everything an editor sees, and nothing else", () => {
  it("every field in the config takes its label from the vocabulary, not from the stand-in", async () => {
    const missing = [...new Set((await everyField()).map((field) => field.name))].filter((name) => !(name in FIELD_LABELS)).sort();
    expect(missing, "add these property names to FIELD_LABELS in src/editor/config/labels.ts").toEqual([]);
  });

  it("every label in the vocabulary still names a field", async () => {
    const names = new Set((await everyField()).map((field) => field.name));
    expect(Object.keys(FIELD_LABELS).filter((name) => !names.has(name))).toEqual([]);
  });

  it("every override points at a property that exists", async () => {
    const properties = new Set(
      (await everyNode()).nodes.flatMap(({ file, pointer, node }) =>
        isSchema(node.properties) ? Object.keys(node.properties).map((name) => `${file}#${pointer}/properties/${name}`) : [],
      ),
    );
    expect(Object.keys(FIELD_LABEL_OVERRIDES).filter((key) => !properties.has(key))).toEqual([]);
  });

  it("every kind of item of a variable-type list (each block, each piece of a text) is named for editors by its schema's title", async () => {
    const { schemas, nodes } = await everyNode();
    const config = await readCommittedConfig();
    const typeLabels = new Map<string, string>();
    const walkConfig = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walkConfig);
      else if (isSchema(value)) {
        if (Array.isArray(value.types)) for (const type of value.types.filter(isSchema)) typeLabels.set(String(type.name), String(type.label));
        Object.values(value).forEach(walkConfig);
      }
    };
    walkConfig(config);
    let kinds = 0;
    for (const { node } of nodes) {
      const tag = isSchema(node.discriminator) ? node.discriminator.propertyName : undefined;
      if (typeof tag !== "string" || !Array.isArray(node.oneOf)) continue;
      for (const branch of node.oneOf.filter(isSchema)) {
        const kind = schemas.deref(branch);
        const value = isSchema(kind?.properties) && isSchema(kind.properties[tag]) ? kind.properties[tag].const : undefined;
        const title = String(kind?.title ?? "");
        // A label for people, not a TypeScript name: words, not "HeroBlock".
        expect(title, `${tag}: ${String(value)}`).toMatch(/^\p{Lu}[\p{Ll}\p{Lu}]*(?:[ (][^]*)?$/u);
        expect(title, `${tag}: ${String(value)}`).not.toMatch(/^[A-Z][a-z]+[A-Z]/);
        expect(typeLabels.get(String(value)), `the editor's menu names "${String(value)}" by its title`).toBe(title);
        kinds++;
      }
    }
    expect(kinds).toBeGreaterThan(0);
  });

  it("every single-file content kind has a name for the menu", () => {
    const files = CONTENT_KINDS.flatMap((kind) => ("file" in kind.location ? [kind.location.file] : []));
    expect(Object.keys(FILE_LABELS).sort()).toEqual(files.sort());
  });
});
