import { fileURLToPath } from "node:url";
import { readCommandOptions, readPort } from "../src/engine/node/command-options";
import { startCloudflarePages } from "../src/build/serve/cloudflare-pages";
import { startStaticServer } from "../src/build/serve/static-server";

const { values } = readCommandOptions("uso: npm run serve -- [--port <porta>] [--dir <pasta do site>] [--base <caminho>] [--cloudflare]", {
  port: { type: "string" },
  dir: { type: "string" },
  base: { type: "string" },
  cloudflare: { type: "boolean" },
});
const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const distDir = values.dir ?? fileURLToPath(new URL("../dist", import.meta.url));
const port = readPort(values.port ?? process.env.PORT, 4173, "--port");
const base = values.base ?? process.env.SITE_BASE ?? "/";

if (values.cloudflare) {
  // Cloudflare Pages' own runtime (wrangler, a dev dependency): the host's behaviour itself, slower to start.
  if (base !== "/") {
    console.error("--cloudflare serve o site na raiz: um caminho de base (--base, SITE_BASE) é do GitHub Pages, use npm run serve sem --cloudflare.");
    process.exit(2);
  }
  try {
    const pages = await startCloudflarePages({ distDir, port, projectRoot });
    const stop = () => void pages.stop().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  } catch (error) {
    console.error(`Não deu para servir o site no runtime da Cloudflare: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`Site no ar em http://localhost:${port}/ no runtime da Cloudflare (wrangler pages dev)  (Ctrl+C para parar)`);
} else {
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
}
