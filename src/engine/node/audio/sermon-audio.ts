import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join } from "node:path";
import type { AudioFigures, ContentNote, LoadedSermon, SiteContent } from "../../core/kinds/types";
import { parseJsonSource, problemAt } from "../../core/read/json-source";
import { headAudio, readDuration } from "./audio-figures";
import { figuresFileText, readFiguresFile, sameFile, type FiguresRecord } from "./figures-file";
import { fetchPublishedFigures, publishedFiguresAddress } from "./published-figures";

/**
 * Where the figures are kept between builds: `.cache/audio/` (CI restores `.cache/`), or SITE_AUDIO_CACHE, a folder
 * the host keeps between builds (docs/podcast.md says which, per host).
 */
export function audioCacheFile(root: string): string {
  const folder = process.env.SITE_AUDIO_CACHE;
  return join(folder ? (isAbsolute(folder) ? folder : join(root, folder)) : join(root, ".cache", "audio"), "figures.json");
}

async function readCache(file: string): Promise<Map<string, FiguresRecord>> {
  try {
    return readFiguresFile(await readFile(file, "utf8"));
  } catch {
    return new Map();
  }
}

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

export interface AudioReadOptions {
  /** Where the previous build published its figures (published-figures.ts: site.json's url); null: nowhere. */
  published?: string | null;
}

/**
 * Each sermon's audio figures, read from where the church keeps the file: its size, type and validators from a HEAD
 * request every time (cheap, and it tells a replaced file); its duration reused when the local cache, or else the
 * figures the live site published, recorded that very file (the same size, type, ETag and Last-Modified), and read
 * from its first bytes (a Range request) only when neither did. Kept in the cache, and published by the build, for the
 * next build. A file that cannot be read gets a pt-BR note and no figures: the sermon stays on the site with its player
 * and leaves the podcast, never with a wrong length.
 */
export async function readSermonAudio(
  root: string,
  content: SiteContent,
  { published = publishedFiguresAddress(content.site) }: AudioReadOptions = {},
): Promise<{ content: SiteContent; notes: ContentNote[] }> {
  const withAudio = content.sermons.filter((sermon) => sermon.audio);
  if (withAudio.length === 0) return { content, notes: [] };
  const file = audioCacheFile(root);
  const cache = await readCache(file);
  // Asked once, and only when a file is new to the local cache (a host that keeps no folder: every file is).
  let previous: Promise<Map<string, FiguresRecord>> | undefined;
  const publishedRecord = async (url: string) => (await (previous ??= fetchPublishedFigures(published))).get(url);
  const kept = new Map<string, FiguresRecord>();
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
      const now = { ...head.validators, type: head.type };
      const local = cache.get(url);
      let recorded = local && sameFile(local, now) ? local : undefined;
      // The published copy came over the network: it is believed only for a file its server names with a validator.
      if (!recorded && (now.etag || now.lastModified)) {
        const remote = await publishedRecord(url);
        if (remote && sameFile(remote, now)) recorded = remote;
      }
      let seconds = recorded?.seconds;
      if (seconds === undefined) {
        const duration = await readDuration(url, now.bytes, now.type);
        if ("problem" in duration) {
          notes.push(await noteAt(root, sermon, `não foi possível ler a duração do áudio "${url}": ${duration.problem}. ${leftOut}`));
          continue;
        }
        seconds = duration.seconds;
      }
      // The size, type and validators are always this HEAD's: only the duration is ever taken from a record.
      const entry: AudioFigures = { ...now, seconds };
      kept.set(url, { url, ...entry });
      figures.set(sermon.slug, entry);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, withAudio.length) }, work));
  // Only what this content uses: the cache never outgrows the archive.
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, figuresFileText(kept.values()));
  await rename(`${file}.tmp`, file);
  const sermons = content.sermons.map((sermon) => {
    const found = figures.get(sermon.slug);
    return found ? { ...sermon, audioFigures: found } : sermon;
  });
  return { content: { ...content, sermons }, notes };
}
