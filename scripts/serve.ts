import { fileURLToPath } from "node:url";
import { readCommandOptions, readPort } from "../src/engine/node/command-options";
import { startStaticServer } from "../src/build/serve/static-server";

const { values } = readCommandOptions("uso: npm run serve -- [--port <porta>] [--dir <pasta do site>] [--base <caminho>]", {
  port: { type: "string" },
  dir: { type: "string" },
  base: { type: "string" },
});
const distDir = values.dir ?? fileURLToPath(new URL("../dist", import.meta.url));
const port = readPort(values.port ?? process.env.PORT, 4173, "--port");
const base = values.base ?? process.env.SITE_BASE ?? "/";

try {
  await startStaticServer({ distDir, port, base });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
  // Usually a server left open in another terminal: say so instead of printing a stack.
  console.error(
    `A porta ${port} já está em uso (talvez o site já esteja no ar em outro terminal). Feche-o ou use outra porta: npm run serve -- --port ${port + 1}`,
  );
  process.exit(1);
}
console.log(`Site no ar em http://localhost:${port}${base}  (Ctrl+C para parar)`);
