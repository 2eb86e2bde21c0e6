import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startStaticServer } from "./serve/static-server";

const { values } = parseArgs({ options: { port: { type: "string" }, dir: { type: "string" }, base: { type: "string" } } });
const distDir = values.dir ?? fileURLToPath(new URL("../dist", import.meta.url));
const port = Number(values.port ?? process.env.PORT ?? 4173);
const base = values.base ?? process.env.SITE_BASE ?? "/";

await startStaticServer({ distDir, port, base });
console.log(`Site no ar em http://localhost:${port}${base}  (Ctrl+C para parar)`);
