import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readCommandOptions, readPort } from "../src/engine/node/command-options";
import { takeGuideScreenshots } from "../src/editor/node/guide-screenshots";

const { values } = readCommandOptions(
  "uso: npx tsx scripts/editor-guide-screenshots.ts [--content <pasta>] [--out <pasta>] [--port <porta>] [--backend-port <porta>]",
  { content: { type: "string" }, out: { type: "string" }, port: { type: "string" }, "backend-port": { type: "string" } },
);
await takeGuideScreenshots({
  root: fileURLToPath(new URL("..", import.meta.url)),
  content: resolve(values.content ?? "site-content"),
  outDir: resolve(values.out ?? "docs/images/editor"),
  port: readPort(values.port, 5177, "--port"),
  backendPort: readPort(values["backend-port"], 8084, "--backend-port"),
});
