import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "@/site/blocks/registry";

const root = join(import.meta.dirname, "../../..");

async function readJson(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(root, path), "utf8")) as Record<string, unknown>;
}

describe("schemas, registry and block folders stay one-to-one", () => {
  it("every block schema's type const is a registry key and a src/site/blocks folder, and nothing else is", async () => {
    const schemaFiles = (await readdir(join(root, "schemas/blocks"))).filter((f) => f.endsWith(".schema.json"));
    const schemaTypes: string[] = [];
    for (const file of schemaFiles) {
      const schema = (await readJson(`schemas/blocks/${file}`)) as { properties: { type: { const: string } } };
      schemaTypes.push(schema.properties.type.const);
      expect(file).toBe(`${schema.properties.type.const}.schema.json`);
    }
    const folders = (await readdir(join(root, "src/site/blocks"), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);

    expect(Object.keys(blockRegistry).sort()).toEqual(schemaTypes.sort());
    expect(folders.sort()).toEqual(schemaTypes.sort());
  });

  it("the page schema accepts exactly the block schemas as sections", async () => {
    const page = (await readJson("schemas/page.schema.json")) as { properties: { sections: { items: { oneOf: { $ref: string }[] } } } };
    const refs = page.properties.sections.items.oneOf.map((entry) => entry.$ref.replace(/^blocks\/|\.schema\.json$/g, ""));
    expect(refs.sort()).toEqual(Object.keys(blockRegistry).sort());
  });
});

describe("islands are found by their files", () => {
  it("each <name>-island.tsx defines the island <name>, the one its block's definition renders, and the page script loads it by that name", async () => {
    const { islandLoaders } = await import("@/site/browser/island-loaders");
    const files = (await readdir(join(root, "src/site/blocks"), { recursive: true })).filter((path) => path.endsWith("-island.tsx"));
    expect(files.length).toBeGreaterThan(0);
    const names = files.map((path) => path.replace(/^.*\//, "").replace(/-island\.tsx$/, "")).sort();
    expect(Object.keys(islandLoaders).sort()).toEqual(names);
    for (const name of names) {
      const island = await islandLoaders[name]?.load();
      expect(island?.name, name).toBe(name);
      const owner = Object.values(blockRegistry).find((definition) => "island" in definition && definition.island === island);
      expect(owner, `the block that renders the island ${name}`).toBeDefined();
    }
  });
});
