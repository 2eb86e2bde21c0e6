import { createServer } from "node:http";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { copyProject } from "../temp-project";
import { runCommand } from "./command-runs";
import { kb } from "./first-load";

/** The tests' real audio files (tests/fixtures/audio/), served as a church's storage serves its sermons. */
const AUDIO = ["o-senhor-e-o-meu-pastor.mp3", "a-alma-que-espera.m4a"];
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

/** A local host for the audio: HEAD with size and validators, byte ranges, every address ending in one of the files. */
async function audioHost(projectRoot: string) {
  const files = await Promise.all(AUDIO.map((name) => readFile(join(projectRoot, "tests/fixtures/audio", name))));
  const asked = { head: 0, ranges: 0 };
  const server = createServer((request, response) => {
    const index = (request.url ?? "").endsWith(".m4a") ? 1 : 0;
    const body = files[index] as Buffer;
    const headers = { "Content-Type": index ? "audio/mp4" : "audio/mpeg", "Accept-Ranges": "bytes", ETag: `"${index}-${body.length}"` };
    if (request.method === "HEAD") {
      asked.head += 1;
      return response.writeHead(200, { ...headers, "Content-Length": body.length }).end();
    }
    asked.ranges += 1;
    const end = Math.min(Number(/bytes=0-(\d+)/.exec(request.headers.range ?? "")?.[1] ?? body.length - 1), body.length - 1);
    response.writeHead(206, { ...headers, "Content-Range": `bytes 0-${end}/${body.length}`, "Content-Length": end + 1 }).end(body.subarray(0, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, close: () => server.close() };
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

/**
 * `npm run bench -- --sermons 1000`: the check (its audio read cold, then warm) and the build on the content plus that
 * many synthetic sermons, their audio on a local host; then /mensagens's HTML, the feed and the list files.
 */
export async function printSermonFigures(projectRoot: string, count: number): Promise<void> {
  const host = await audioHost(projectRoot);
  const preachers = (await readdir(join(projectRoot, "site-content/people"))).filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5));
  const root = await copyProject(projectRoot, syntheticSermons(count, host.origin, preachers));
  try {
    const cold = runCommand(root, "scripts/check-content.ts");
    const coldAsked = { ...host.asked };
    const warm = runCommand(root, "scripts/check-content.ts");
    const warmRanges = host.asked.ranges - coldAsked.ranges;
    const build = runCommand(root, "scripts/build.ts", ["--no-editor"]);
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
    row("  pedidos Range na segunda vez", String(warmRanges));
    row("npm run build, só o site", `${(build.wallMs / 1000).toFixed(1)} s`);
    row("  pico de memória", `${Math.round(build.peakRssBytes / 1048576)} MB`);
    row("páginas de mensagem", String(sermonPages));
    row("HTML de /mensagens (gzip; 1ª janela: 14,6 KB)", kb(gzipSync(html).length));
    row("HTML de uma mensagem (gzip)", kb(gzipSync(samplePage).length));
    row("arquivos de lista (/data/mensagens/)", String(lists.length));
    row("podcast.xml: episódios", String(episodes));
    row("podcast.xml: tamanho / gzip", `${kb(feed.length)} / ${kb(gzipSync(feed).length)}`);
    const cache = await stat(join(root, ".cache/audio/figures.json")).catch(() => undefined);
    row("cache dos números do áudio", cache ? kb(cache.size) : "-");
  } finally {
    host.close();
    await rm(root, { recursive: true, force: true });
  }
}
