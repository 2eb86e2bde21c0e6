import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { BLOCK_CATALOGUE_FILE, generateBlockCatalogue } from "../src/engine/node/generate/block-catalogue";
import { readCommandOptions } from "../src/engine/node/command-options";

// No options: a stray argument is refused before anything is written, and --help says so.
readCommandOptions("uso: npm run docs", {});

/** `npm run docs`: rewrites the block catalogue from schemas/blocks/. */
const projectRoot = process.cwd();
await writeFile(join(projectRoot, BLOCK_CATALOGUE_FILE), await generateBlockCatalogue(projectRoot));
console.log(`Catálogo de blocos gerado em ${BLOCK_CATALOGUE_FILE}`);
