import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Field } from "../../../src/editor/shared/decap-types";
import { PROJECT_ROOT } from "../../support/fixture-site";
import { readCommittedConfig } from "./walk";

type Node = Field & { fields?: Node[] };

/** What Decap's list widget builds when a type is picked from "Adicionar seção" (ListControl getFieldsDefault). */
function decapDefaults(fields: Node[]): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.widget === "object" && field.fields) {
      const inner = decapDefaults(field.fields);
      if (Object.keys(inner).length > 0) value[field.name] = inner;
    } else if (field.default !== undefined) value[field.name] = field.default;
  }
  return value;
}

describe("a section added in the editor starts as its block's example", () => {
  it("gives every block type the first example of its schema (its id left out), over the schema's own defaults", async () => {
    const config = await readCommittedConfig();
    const pages = config.collections.find((collection) => collection.name === "pages") as { fields: Node[] };
    const sections = pages.fields.find((field) => field.name === "sections") as unknown as { types: { name: string; fields: Node[] }[] };
    const files = (await readdir(join(PROJECT_ROOT, "schemas/blocks"))).filter((name) => name.endsWith(".schema.json"));
    expect(sections.types.length).toBe(files.length);
    for (const file of files) {
      const schema = JSON.parse(await readFile(join(PROJECT_ROOT, "schemas/blocks", file), "utf8"));
      const type = schema.properties.type.const as string;
      const { type: _type, id: _id, ...example } = schema.examples[0];
      const added = decapDefaults(sections.types.find((candidate) => candidate.name === type)?.fields ?? []);
      // The example, plus what the schema itself defaults (a block's tone) where the example is silent.
      const schemaDefaults = Object.fromEntries(
        Object.entries(schema.properties as Record<string, { default?: unknown }>).flatMap(([name, property]) =>
          property.default === undefined || name === "id" ? [] : [[name, property.default]],
        ),
      );
      // (Nested schema defaults, such as an image's "decorative": false, may come along too.)
      expect(added, type).toMatchObject({ ...schemaDefaults, ...example });
      expect(Object.keys(added).sort(), type).toEqual(Object.keys({ ...schemaDefaults, ...example }).sort());
    }
  });
});
