import { spawn } from "node:child_process";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { copyProject } from "../temp-project";
import { runCommand } from "./command-runs";
import { kb } from "./first-load";
import { PUBLISHED_FIGURES_PATH } from "../../engine/node/audio/figures-file";

const PASSAGES = [
  "Sl 23",
  "Jo 3.16-18",
  "1 Co 13",
  "Is 43.19",
  "Rm 8.28-39",
  "Mt 5.1-12",
  "Ef 2.8-10",
  "Fp 4.4-13",
  "Hb 11",
  "Lc 15.11-32",
  "At 2.1-13",
  "Gn 12.1-9",
];

/** A stand-in of audio-host.ts in its own process (the audio storage, or the live site with `--published`), and what it was asked so far. */
async function benchHost(projectRoot: string, args: string[] = []) {
  const child = spawn(process.execPath, ["--import", "tsx", join(projectRoot, "src/build/bench/audio-host.ts"), projectRoot, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const found = /PORT (\d+)/.exec(chunk.toString());
      if (found) resolve(Number(found[1]));
    });
    child.on("exit", (code) => reject(new Error(`o servidor de áudio da medição parou (código ${code})`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    asked: async () => (await (await fetch(`${origin}/contagem`)).json()) as { head: number; ranges: number; published: number },
    close: () => child.kill("SIGTERM"),
  };
}

/** `count` sermons, one a Sunday going back from the newest, four to a series, each with notes and an audio address. */
export function syntheticSermons(count: number, origin: string, preachers: string[]): Record<string, string> {
  const files: Record<string, string> = {};
  const newest = Date.parse("2026-11-22T12:00:00Z");
  const series = Math.ceil(count / 4);
  for (let s = 0; s < series; s++)
    files[`site-content/series/serie-de-escala-${s + 1}.json`] = `${JSON.stringify(
      {
        $schema: "../../schemas/content/series.schema.json",
        name: `Série de escala ${s + 1}`,
        description: `Quatro domingos de uma série gerada para medir o site com muitas mensagens: a série número ${s + 1}.`,
        image: { src: "/images/hero-inicio.jpg", alt: "Imagem de uma série gerada para a medição" },
      },
      null,
      2,
    )}\n`;
  for (let i = 0; i < count; i++) {
    const date = new Date(newest - i * 7 * 86_400_000).toISOString().slice(0, 10);
    const slug = `${date}-mensagem-de-escala-${i + 1}`;
    files[`site-content/sermons/${slug}.json`] = `${JSON.stringify(
      {
        $schema: "../../schemas/content/sermon.schema.json",
        title: `Mensagem de escala ${i + 1}`,
        date,
        preacher: preachers[i % preachers.length],
        series: `serie-de-escala-${Math.floor(i / 4) + 1}`,
        part: (i % 4) + 1,
        passages: [PASSAGES[i % PASSAGES.length]],
        summary: `Uma mensagem gerada para medir o site com muitas mensagens, a de número ${i + 1}, com um resumo do tamanho dos reais.`,
        audio: `${origin}/audio/${slug}.${i % 2 ? "m4a" : "mp3"}`,
        notes: `## Pontos principais\n\n- O primeiro ponto da mensagem ${i + 1}.\n- O segundo ponto, com uma [ligação](/agenda).\n\n## Para conversar na célula\n\n1. Uma pergunta para a semana.`,
      },
      null,
      2,
    )}\n`;
  }
  return files;
}

/** Runs `run` with SITE_AUDIO_FIGURES_URL set for the commands it starts, and puts the variable back. */
function withPublishedFigures<T>(address: string, run: () => T): T {
  const before = process.env.SITE_AUDIO_FIGURES_URL;
  process.env.SITE_AUDIO_FIGURES_URL = address;
  try {
    return run();
  } finally {
    if (before === undefined) delete process.env.SITE_AUDIO_FIGURES_URL;
    else process.env.SITE_AUDIO_FIGURES_URL = before;
  }
}

/**
 * `npm run bench -- --sermons 1000`: the check (its audio read cold, then warm) and the build on the content plus that
 * many synthetic sermons, their audio on a local host; the check again on a host that keeps no cache, reusing what the
 * build published (the live site played by a second local host); then /mensagens's HTML, the feed and the list files.
 */
export async function printSermonFigures(projectRoot: string, count: number): Promise<void> {
  const host = await benchHost(projectRoot);
  const preachers = (await readdir(join(projectRoot, "site-content/people"))).filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5));
  const root = await copyProject(projectRoot, syntheticSermons(count, host.origin, preachers));
  const published = join(root, "dist", PUBLISHED_FIGURES_PATH);
  const live = await benchHost(projectRoot, ["--published", published]);
  try {
    // The live site answers 404 until the build has published the figures: the first deploy.
    const figuresAt = `${live.origin}${PUBLISHED_FIGURES_PATH}`;
    const cold = withPublishedFigures(figuresAt, () => runCommand(root, "scripts/check-content.ts"));
    const coldAsked = await host.asked();
    const warm = withPublishedFigures(figuresAt, () => runCommand(root, "scripts/check-content.ts"));
    const warmAsked = await host.asked();
    const build = withPublishedFigures(figuresAt, () => runCommand(root, "scripts/build.ts", ["--no-editor"]));
    const builtAsked = await host.asked();
    const liveBefore = (await live.asked()).published;
    // Cloudflare Pages: nothing of .cache/ is there for the next build; the figures come from the live site.
    await rm(join(root, ".cache/audio"), { recursive: true, force: true });
    const hosted = withPublishedFigures(figuresAt, () => runCommand(root, "scripts/check-content.ts"));
    const hostedAsked = await host.asked();
    const liveAsked = (await live.asked()).published - liveBefore;
    const dist = join(root, "dist");
    const html = await readFile(join(dist, "mensagens.html"));
    const feed = await readFile(join(dist, "mensagens/podcast.xml"));
    const episodes = (feed.toString().match(/<item>/g) ?? []).length;
    const lists = await readdir(join(dist, "data/mensagens"));
    const sermonPages = (await readdir(join(dist, "mensagens"))).filter((name) => name.endsWith(".html")).length;
    const samplePage = await readFile(join(dist, "mensagens", (await readdir(join(dist, "mensagens"))).find((name) => name.endsWith(".html")) ?? ""));
    const row = (label: string, value: string) => console.log(`${label.padEnd(46)}${value.padStart(16)}`);
    console.log(`\nMensagens em escala: ${count} mensagens sintéticas (4 por série), áudio num servidor local`);
    row("npm run check, áudio lido do zero", `${(cold.wallMs / 1000).toFixed(1)} s`);
    row("  pedidos: HEAD / começo do arquivo (Range)", `${coldAsked.head} / ${coldAsked.ranges}`);
    row("npm run check, de novo (números guardados)", `${(warm.wallMs / 1000).toFixed(1)} s`);
    row("  pedidos Range na segunda vez", String(warmAsked.ranges - coldAsked.ranges));
    row("npm run build, só o site", `${(build.wallMs / 1000).toFixed(1)} s`);
    row("  pico de memória", `${Math.round(build.peakRssBytes / 1048576)} MB`);
    row("depois, npm run check sem .cache/", `${(hosted.wallMs / 1000).toFixed(1)} s`);
    row("  pedidos: HEAD / Range / ao site no ar", `${hostedAsked.head - builtAsked.head} / ${hostedAsked.ranges - builtAsked.ranges} / ${liveAsked}`);
    row("páginas de mensagem", String(sermonPages));
    row("HTML de /mensagens (gzip; 1ª janela: 14,6 KB)", kb(gzipSync(html).length));
    row("HTML de uma mensagem (gzip)", kb(gzipSync(samplePage).length));
    row("arquivos de lista (/data/mensagens/)", String(lists.length));
    row("podcast.xml: episódios", String(episodes));
    row("podcast.xml: tamanho / gzip", `${kb(feed.length)} / ${kb(gzipSync(feed).length)}`);
    const cache = await stat(join(root, ".cache/audio/figures.json")).catch(() => undefined);
    row("cache dos números do áudio", cache ? kb(cache.size) : "-");
    const publishedFile = await readFile(published).catch(() => undefined);
    row(`${PUBLISHED_FIGURES_PATH} (gzip)`, publishedFile ? `${kb(publishedFile.length)} (${kb(gzipSync(publishedFile).length)})` : "-");
  } finally {
    host.close();
    live.close();
    await rm(root, { recursive: true, force: true });
  }
}
