import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join } from "node:path";
import type { AudioFigures, ContentNote, LoadedSermon, SiteContent } from "../../core/kinds/types";
import { parseJsonSource, problemAt } from "../../core/read/json-source";
import { headAudio, readDuration, type AudioValidators } from "./audio-figures";

/**
 * Where the figures are kept between builds: `.cache/audio/` (CI restores `.cache/`), or SITE_AUDIO_CACHE, a folder
 * the host keeps between builds (docs/podcast.md says which, per host).
 */
export function audioCacheFile(root: string): string {
  const folder = process.env.SITE_AUDIO_CACHE;
  return join(folder ? (isAbsolute(folder) ? folder : join(root, folder)) : join(root, ".cache", "audio"), "figures.json");
}

interface CacheEntry {
  validators: AudioValidators;
  figures: AudioFigures;
}

type Cache = Record<string, CacheEntry>;

async function readCache(file: string): Promise<Cache> {
  try {
    const value = JSON.parse(await readFile(file, "utf8")) as unknown;
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Cache) : {};
  } catch {
    return {};
  }
}

const sameFile = (a: AudioValidators, b: AudioValidators) =>
  a.bytes === b.bytes && (a.etag ?? "") === (b.etag ?? "") && (a.lastModified ?? "") === (b.lastModified ?? "");

/** At most this many files asked at once: a church's storage is not a CDN. */
const AT_ONCE = 4;

async function noteAt(root: string, sermon: LoadedSermon, message: string): Promise<ContentNote> {
  try {
    const json = parseJsonSource(sermon.file, await readFile(join(root, sermon.file), "utf8")).json;
    if (json) {
      const { line, column } = problemAt(json, "/audio", "value", message);
      return { file: sermon.file, line, column, message: `/audio: ${message}` };
    }
  } catch {
    // The file was read moments ago by the check; without it the note names the file alone.
  }
  return { file: sermon.file, message: `/audio: ${message}` };
}

/**
 * Each sermon's audio figures, read from where the church keeps the file: its size and type from a HEAD request every
 * time (cheap, and it tells a replaced file), its duration from its first bytes (a Range request) only when the file
 * is new or changed; kept in the cache for the next build. A file that cannot be read gets a pt-BR note and no
 * figures: the sermon stays on the site with its player and leaves the podcast, never with a wrong length.
 */
export async function readSermonAudio(root: string, content: SiteContent): Promise<{ content: SiteContent; notes: ContentNote[] }> {
  const withAudio = content.sermons.filter((sermon) => sermon.audio);
  if (withAudio.length === 0) return { content, notes: [] };
  const file = audioCacheFile(root);
  const cache = await readCache(file);
  const kept: Cache = {};
  const figures = new Map<string, AudioFigures>();
  const notes: ContentNote[] = [];
  const queue = [...withAudio];
  const work = async () => {
    for (let sermon = queue.shift(); sermon; sermon = queue.shift()) {
      const url = sermon.audio as string;
      const head = await headAudio(url);
      const leftOut = "A mensagem fica fora do podcast nesta publicação (a página dela continua com o player); a próxima publicação tenta de novo";
      if ("problem" in head) {
        notes.push(await noteAt(root, sermon, `não foi possível ler o áudio "${url}": ${head.problem}. ${leftOut}`));
        continue;
      }
      const cached = cache[url];
      if (cached && sameFile(cached.validators, head.validators)) {
        kept[url] = cached;
        figures.set(sermon.slug, cached.figures);
        continue;
      }
      const duration = await readDuration(url, head.validators.bytes, head.type);
      if ("problem" in duration) {
        notes.push(await noteAt(root, sermon, `não foi possível ler a duração do áudio "${url}": ${duration.problem}. ${leftOut}`));
        continue;
      }
      const entry = { validators: head.validators, figures: { bytes: head.validators.bytes, type: head.type, seconds: duration.seconds } };
      kept[url] = entry;
      figures.set(sermon.slug, entry.figures);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, withAudio.length) }, work));
  // Only what this content uses: the cache never outgrows the archive.
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify(kept, null, 1)}\n`);
  await rename(`${file}.tmp`, file);
  const sermons = content.sermons.map((sermon) => {
    const found = figures.get(sermon.slug);
    return found ? { ...sermon, audioFigures: found } : sermon;
  });
  return { content: { ...content, sermons }, notes };
}
