import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { useContentFolder } from "./content/content-folder";
import { startEditor } from "./admin/start-editor";

const root = fileURLToPath(new URL("..", import.meta.url));
// --content edits another content folder (tests use a copy of tests/fixtures/site-content).
const { values } = parseArgs({ options: { content: { type: "string" }, port: { type: "string" }, "backend-port": { type: "string" } } });
useContentFolder(values.content);

const editor = await startEditor({ root, port: Number(values.port ?? 5174), backendPort: Number(values["backend-port"] ?? 8081) });
console.log(`Editor do site aberto em ${editor.url}`);
console.log("As mudanças salvas vão direto para os arquivos desta pasta. Para parar, aperte Ctrl+C.");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void editor.close().finally(() => process.exit(0));
  });
}
