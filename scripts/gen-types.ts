import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { renderGeneratedTypes } from "../src/engine/node/generate/generate-types";
import { GENERATED_TYPES_FILE } from "../src/engine/node/generate/generated-types-stamp";

const projectRoot = process.cwd();
await writeFile(join(projectRoot, GENERATED_TYPES_FILE), await renderGeneratedTypes(projectRoot));
console.log(`Tipos gerados em ${GENERATED_TYPES_FILE}`);
