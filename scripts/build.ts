import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readCommandOptions } from "../src/engine/node/command-options";
import { buildAdmin } from "../src/editor/node/build-admin";
import { buildSite, ContentRejected } from "../src/build/build-site";
import { useContentFolder } from "../src/engine/node/content-folder";
import { reportResourcesOnExit } from "../src/build/bench/resource-report";

reportResourcesOnExit();

const root = fileURLToPath(new URL("..", import.meta.url));
// --out lets several builds (tests, benchmarks) live side by side; the default is dist/.
// --content builds another content folder (tests/fixtures/site-content, a rehearsal copy).
// --no-editor skips the site editor (dist/admin/), which tests of the site itself do not need.
const { values } = readCommandOptions("uso: npm run build -- [--content <pasta de conteúdo>] [--out <pasta>] [--no-editor]", {
  out: { type: "string" },
  content: { type: "string" },
  "no-editor": { type: "boolean" },
});
useContentFolder(values.content);
const outDir = values.out ? resolve(values.out) : undefined;
const started = performance.now();

try {
  const { pages, posts, images } = await buildSite({ root, outDir, base: process.env.SITE_BASE ?? "/" });
  if (!values["no-editor"]) await buildAdmin(root, outDir ?? join(root, "dist"), process.env.SITE_BASE ?? "/");
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const editor = values["no-editor"] ? "" : " e o editor do site em admin/";
  console.log(`Site gerado em ${values.out ?? "dist/"}: ${pages} páginas, ${posts} artigos e ${images} imagens${editor} em ${seconds} s.`);
} catch (error) {
  if (error instanceof ContentRejected) {
    console.error(error.lines.join("\n"));
    console.error(`\nO site NÃO foi gerado: corrija o conteúdo acima e rode npm run build de novo.`);
    process.exit(1);
  }
  throw error;
}
