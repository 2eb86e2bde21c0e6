import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { renderGeneratedTypes } from "../src/engine/node/generate/generate-types";
import { GENERATED_TYPES_FILE } from "../src/engine/node/generate/generated-types-stamp";
import { blockRefs, PAGE_SCHEMA, withBlockRefs } from "../src/engine/node/generate/page-blocks";
import { loadSchemaSet } from "../src/engine/node/schema-registry";
import { readCommandOptions } from "../src/engine/node/command-options";

// No options: a stray argument is refused before anything is written, and --help says so.
readCommandOptions("uso: npm run gen:types", {});

// First the page schema's list of blocks (from schemas/blocks/), then the types from the schemas as they now are.
const projectRoot = process.cwd();
const pageFile = join(projectRoot, "schemas", PAGE_SCHEMA);
const pageText = await readFile(pageFile, "utf8");
const updated = withBlockRefs(pageText, blockRefs((await loadSchemaSet(projectRoot)).index));
if (updated !== pageText) {
  await writeFile(pageFile, updated);
  console.log(`Lista de blocos atualizada em schemas/${PAGE_SCHEMA}`);
}
await writeFile(join(projectRoot, GENERATED_TYPES_FILE), await renderGeneratedTypes(projectRoot));
console.log(`Tipos gerados em ${GENERATED_TYPES_FILE}`);
