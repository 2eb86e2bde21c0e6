import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { GENERATED_TYPES_FILE, generateTypesSource } from "./content/generate-types";

const projectRoot = process.cwd();
const source = await generateTypesSource(projectRoot);
await writeFile(join(projectRoot, GENERATED_TYPES_FILE), source);
console.log(`Tipos gerados em ${GENERATED_TYPES_FILE}`);
