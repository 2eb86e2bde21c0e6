import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { renderGeneratedTypes } from "./content/generate-types";
import { GENERATED_TYPES_FILE } from "./content/generated-types-stamp";

const projectRoot = process.cwd();
await writeFile(join(projectRoot, GENERATED_TYPES_FILE), await renderGeneratedTypes(projectRoot));
console.log(`Tipos gerados em ${GENERATED_TYPES_FILE}`);
