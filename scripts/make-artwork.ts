/**
 * Renders the site's original artwork (all drawn in code, see scripts/artwork/) into
 * site-content/images/ and the brand icons into site-content/static/.
 * Usage: npx tsx scripts/make-artwork.ts [name-filter]
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { appIcon, compartilhar, favicon } from "./artwork/brand";
import { mapaPrevia } from "./artwork/map-preview";
import * as people from "./artwork/ministries-people";
import * as service from "./artwork/ministries-service";
import * as word from "./artwork/ministries-word";
import { mes01, mes02, mes03, mes04, mes05 } from "./artwork/months-early";
import { mes06, mes07, mes08, mes09 } from "./artwork/months-late";
import { encodeIco, pngBuffer, writeJpeg, writePng } from "./artwork/render";
import { agendaMissoes, heroInicio, sobreHistoria } from "./artwork/scenes";

const IMAGES = "site-content/images";
const STATIC = "site-content/static";
const JPEG_BUDGET = 250 * 1024;

type Job = { file: string; run: (path: string) => Promise<number> };

const jpeg = (file: string, draw: () => string): Job => ({ file: join(IMAGES, file), run: (p) => writeJpeg(draw(), p) });

const jobs: Job[] = [
  jpeg("hero-inicio.jpg", heroInicio),
  jpeg("sobre-historia.jpg", sobreHistoria),
  jpeg("agenda-missoes.jpg", agendaMissoes),
  jpeg("mapa-previa.jpg", mapaPrevia),
  { file: join(IMAGES, "compartilhar.png"), run: (p) => writePng(compartilhar(), p) },
  jpeg("ministerio-mulheres.jpg", people.ministerioMulheres),
  jpeg("ministerio-homens.jpg", people.ministerioHomens),
  jpeg("ministerio-adolescentes.jpg", people.ministerioAdolescentes),
  jpeg("ministerio-jovens.jpg", people.ministerioJovens),
  jpeg("ministerio-criancas.jpg", people.ministerioCriancas),
  jpeg("ministerio-danca.jpg", people.ministerioDanca),
  jpeg("ministerio-estudo-biblico.jpg", word.ministerioEstudoBiblico),
  jpeg("ministerio-missoes.jpg", word.ministerioMissoes),
  jpeg("ministerio-midia.jpg", service.ministerioMidia),
  jpeg("ministerio-recepcao.jpg", service.ministerioRecepcao),
  jpeg("ministerio-voluntarios.jpg", service.ministerioVoluntarios),
  jpeg("ministerio-manutencao.jpg", service.ministerioManutencao),
  ...[mes01, mes02, mes03, mes04, mes05, mes06, mes07, mes08, mes09].map((draw, i) => jpeg(`mes-profetico-${String(i + 1).padStart(2, "0")}.jpg`, draw)),
  { file: join(STATIC, "favicon.svg"), run: async (p) => (await writeFile(p, favicon()), favicon().length) },
  {
    file: join(STATIC, "favicon.ico"),
    run: async (p) => {
      // Drawn on a 32-unit grid: render each size natively so 16 px stays pixel-crisp.
      const images = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await pngBuffer(favicon(), size, 32) })));
      const ico = encodeIco(images);
      await writeFile(p, ico);
      return ico.length;
    },
  },
  // iOS rounds the corners itself and shows transparency as black, so the touch icon is full-bleed.
  { file: join(STATIC, "apple-touch-icon.png"), run: (p) => writePng(appIcon(180), p) },
  { file: join(STATIC, "icon-192.png"), run: (p) => writePng(appIcon(192, { rounded: true }), p) },
  { file: join(STATIC, "icon-512.png"), run: (p) => writePng(appIcon(512, { rounded: true }), p) },
  { file: join(STATIC, "icon-maskable-512.png"), run: (p) => writePng(appIcon(512, { maskable: true }), p) },
];

/** Two workers: rasterising is CPU-bound and the build machine has two cores. */
async function runAll(list: Job[], workers = 2): Promise<void> {
  const queue = [...list];
  const oversized: string[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const bytes = await job.run(job.file);
        if (job.file.endsWith(".jpg") && bytes > JPEG_BUDGET) oversized.push(job.file);
        console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${job.file}`);
      }
    }),
  );
  if (oversized.length) throw new Error(`Over the ${JPEG_BUDGET / 1024} KB JPEG budget: ${oversized.join(", ")}`);
}

const filter = process.argv[2];
await Promise.all([mkdir(IMAGES, { recursive: true }), mkdir(STATIC, { recursive: true })]);
await runAll(filter ? jobs.filter((j) => j.file.includes(filter)) : jobs);
