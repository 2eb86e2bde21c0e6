import { fileURLToPath } from "node:url";
import { buildSite, ContentRejected } from "./build/build-site";

const root = fileURLToPath(new URL("..", import.meta.url));
const started = performance.now();

try {
  const { pages, images } = await buildSite({ root, base: process.env.SITE_BASE ?? "/" });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Site gerado em dist/: ${pages} páginas e ${images} imagens em ${seconds} s.`);
} catch (error) {
  if (error instanceof ContentRejected) {
    console.error(error.lines.join("\n"));
    console.error(`\nO site NÃO foi gerado: corrija o conteúdo acima e rode npm run build de novo.`);
    process.exit(1);
  }
  throw error;
}
