import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { imageAltFindings } from "../../../src/engine/core/rules/image-alt-checks";
import { collectImageSrcs } from "../../../src/build/payloads/page-payloads";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import { schemaFindings } from "../../../src/engine/core/schemas/schema-findings";
import { FIXTURE_CONTENT } from "../../support/fixture-site";

const root = join(import.meta.dirname, "../../..");
const files = (await readdir(join(root, "schemas/blocks"))).filter((name) => name.endsWith(".schema.json")).sort();

async function examplesOf(file: string): Promise<unknown[]> {
  const schema = JSON.parse(await readFile(join(root, "schemas/blocks", file), "utf8")) as { examples?: unknown };
  return Array.isArray(schema.examples) ? schema.examples : [];
}

// The examples feed the catalogue (site-content/BLOCOS.md) and the dev gallery (/_blocos): editors copy them.
describe.each(files)("schemas/blocks/%s examples", (file) => {
  it("has at least one example", async () => {
    expect((await examplesOf(file)).length).toBeGreaterThan(0);
  });

  it("every example is valid for its own schema, with the pipeline's ajv", async () => {
    const schemas = await loadSchemaSet(root);
    const validate = schemas.validator(`blocks/${file}`);
    for (const example of await examplesOf(file)) {
      const valid = validate(example);
      expect(valid ? [] : schemaFindings(validate.errors ?? [], schemas.index)).toEqual([]);
    }
  });

  it("every example is also a valid page section (the page schema's discriminator knows it)", async () => {
    const schemas = await loadSchemaSet(root);
    const validate = schemas.validator("page.schema.json");
    const page = {
      title: "Exemplo de bloco",
      description: "Uma página montada só com o exemplo deste bloco, para conferir que ele é aceito numa página.",
      sections: await examplesOf(file),
    };
    const valid = validate(page);
    expect(valid ? [] : schemaFindings(validate.errors ?? [], schemas.index)).toEqual([]);
  });

  // Against the tests' own site: an editor may delete any image of site-content/ without turning CI red.
  it("its images exist in the fixture site and are described", async () => {
    for (const example of await examplesOf(file)) {
      for (const src of collectImageSrcs(example)) expect(existsSync(join(FIXTURE_CONTENT, src)), src).toBe(true);
      expect(imageAltFindings(example)).toEqual([]);
    }
  });
});
