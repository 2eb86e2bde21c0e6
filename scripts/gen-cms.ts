import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { CMS_CONFIG_FILE, renderCmsConfig } from "../src/editor/config/cms-config";
import { readCommandOptions } from "../src/engine/node/command-options";

// No options: a stray argument is refused before anything is written, and --help says so.
readCommandOptions("uso: npm run gen:cms", {});

/** `npm run gen:cms`: rewrites the site editor's config from schemas/. */
const projectRoot = process.cwd();
const target = join(projectRoot, CMS_CONFIG_FILE);
await mkdir(dirname(target), { recursive: true });
await writeFile(target, await renderCmsConfig(projectRoot));
console.log(`Configuração do editor do site gerada em ${CMS_CONFIG_FILE}`);
