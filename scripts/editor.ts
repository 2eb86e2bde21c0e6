import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readCommandOptions, readPort } from "../src/engine/node/command-options";
import { useContentFolder } from "../src/engine/node/content-folder";
import { startEditor } from "../src/editor/node/start-editor";

const root = fileURLToPath(new URL("..", import.meta.url));
// --content edits another content folder (tests use a copy of tests/fixtures/site-content).
// --site-url: the site is served from another origin, as with an editor on its own (docs/site-editor.md).
// --from-build: the editor `npm run build` published (its admin/ folder), served instead of building it again; it must
// have been built from this code (the browser tests pass the one their run built).
const { values } = readCommandOptions(
  "uso: npm run editor -- [--content <pasta de conteúdo>] [--port <porta>] [--backend-port <porta>] [--site-url <endereço do site>] [--from-build <pasta admin/ de um npm run build>]",
  {
    content: { type: "string" },
    port: { type: "string" },
    "backend-port": { type: "string" },
    "site-url": { type: "string" },
    "from-build": { type: "string" },
  },
);
useContentFolder(values.content);

const port = readPort(values.port, 5174, "--port");
const backendPort = readPort(values["backend-port"], 8081, "--backend-port");
const siteUrl = values["site-url"]?.replace(/\/+$/, "");
if (siteUrl !== undefined && !/^https?:\/\/[^/\s?#]+/.test(siteUrl)) {
  console.error(`--site-url "${siteUrl}": escreva o endereço do site, com http:// ou https://`);
  process.exit(2);
}
const builtEditor = values["from-build"] === undefined ? undefined : resolve(values["from-build"]);
const editor = await startEditor({ root, port, backendPort, siteUrl, builtEditor }).catch((error: unknown) => {
  console.error(`O editor não abriu: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`Editor do site aberto em ${editor.url}`);
console.log("As mudanças salvas vão direto para os arquivos desta pasta. Para parar, aperte Ctrl+C.");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void editor.close().finally(() => process.exit(0));
  });
}
