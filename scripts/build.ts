import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readCommandOptions } from "../src/engine/node/command-options";
import { buildAdmin, buildEditorOrigin } from "../src/editor/node/build-admin";
import { buildSite, ContentRejected } from "../src/build/build-site";
import { buildStamp } from "../src/build/build-stamp";
import { HostLimitExceeded } from "../src/build/host-limits";
import { useContentFolder } from "../src/engine/node/content-folder";
import { reportResourcesOnExit } from "../src/build/bench/resource-report";

reportResourcesOnExit();

const root = fileURLToPath(new URL("..", import.meta.url));
// --out lets several builds (tests, benchmarks) live side by side; the default is dist/ (dist-editor/ with --editor-only).
// --content builds another content folder (tests/fixtures/site-content, a rehearsal copy).
// --no-editor skips the site editor (dist/admin/), which tests of the site itself do not need.
// --editor-only builds the editor alone, for its own origin (SITE_EDITOR_URL: docs/site-editor.md).
const { values } = readCommandOptions("uso: npm run build -- [--content <pasta de conteúdo>] [--out <pasta>] [--no-editor | --editor-only]", {
  out: { type: "string" },
  content: { type: "string" },
  "no-editor": { type: "boolean" },
  "editor-only": { type: "boolean" },
});
useContentFolder(values.content);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
// One instant for the site and its editor: the editor's data holds what the pages publish, and nothing they hold back.
const builtAt = buildStamp();

try {
  if (values["editor-only"]) {
    const outDir = resolve(values.out ?? join(root, "dist-editor"));
    await buildEditorOrigin(root, outDir, builtAt);
    console.log(`Editor do site gerado em ${values.out ?? "dist-editor/"}, para o endereço próprio dele, em ${seconds()} s.`);
  } else {
    const outDir = values.out ? resolve(values.out) : undefined;
    const base = process.env.SITE_BASE ?? "/";
    const { pages, posts, images } = await buildSite({ root, outDir, base, builtAt });
    if (!values["no-editor"]) await buildAdmin(root, outDir ?? join(root, "dist"), { siteBase: base, now: builtAt });
    const editor = values["no-editor"] ? "" : " e o editor do site em admin/";
    console.log(`Site gerado em ${values.out ?? "dist/"}: ${pages} páginas, ${posts} artigos e ${images} imagens${editor} em ${seconds()} s.`);
  }
} catch (error) {
  if (error instanceof ContentRejected || error instanceof HostLimitExceeded) {
    console.error(error instanceof ContentRejected ? error.lines.join("\n") : error.message);
    console.error(`\nO site NÃO foi gerado: corrija o que está acima e rode npm run build de novo.`);
    process.exit(1);
  }
  throw error;
}
