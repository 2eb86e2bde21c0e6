import { fileURLToPath } from "node:url";
import { readCommandOptions, readPort } from "../src/engine/node/command-options";
import { useContentFolder } from "../src/engine/node/content-folder";
import { startEditor } from "../src/editor/node/start-editor";

const root = fileURLToPath(new URL("..", import.meta.url));
// --content edits another content folder (tests use a copy of tests/fixtures/site-content).
const { values } = readCommandOptions("uso: npm run editor -- [--content <pasta de conteúdo>] [--port <porta>] [--backend-port <porta>]", {
  content: { type: "string" },
  port: { type: "string" },
  "backend-port": { type: "string" },
});
useContentFolder(values.content);

const port = readPort(values.port, 5174, "--port");
const backendPort = readPort(values["backend-port"], 8081, "--backend-port");
const editor = await startEditor({ root, port, backendPort }).catch((error: unknown) => {
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
