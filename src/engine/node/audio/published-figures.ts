import type { Site } from "../../../types/generated/content";
import { AUDIO_TIMEOUT_MS } from "./audio-figures";
import { PUBLISHED_FIGURES_PATH, readFiguresFile, type FiguresRecord } from "./figures-file";

/**
 * The figures the previous build published with the site: the one place every host's next build finds, since Cloudflare
 * Pages keeps no folder of ours between builds (docs/podcast.md). Read from the live site, once per reading and only
 * when some file is new to the local cache.
 */

/** Some 200 bytes a sermon: 5 MB is far past any church's archive, and no more is ever read into memory. */
export const MAX_PUBLISHED_BYTES = 5 * 1024 * 1024;

/**
 * Where the previous build's figures are: `SITE_AUDIO_FIGURES_URL` when set ("off" never asks: a site whose address
 * is not yet this one's), otherwise /data/mensagens/audio.json under site.json's `url`.
 */
export function publishedFiguresAddress(site: Pick<Site, "url">): string | null {
  const named = process.env.SITE_AUDIO_FIGURES_URL?.trim();
  if (named !== undefined && named !== "") return /^https?:\/\//i.test(named) ? named : null;
  return `${site.url}${PUBLISHED_FIGURES_PATH}`;
}

async function readCapped(response: Response): Promise<string | undefined> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_PUBLISHED_BYTES) return undefined;
  const reader = response.body?.getReader();
  if (!reader) return undefined;
  const chunks: Uint8Array[] = [];
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.length;
    if (read > MAX_PUBLISHED_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
}

/**
 * The published figures, by audio address; none when the site cannot be reached (offline CI, the first deploy, a 404)
 * or answers anything but a figures file. Never throws and never decides anything: a record only spares the Range
 * request of a file whose HEAD still says the same size and validators (sermon-audio.ts).
 */
export async function fetchPublishedFigures(address: string | null): Promise<Map<string, FiguresRecord>> {
  if (!address) return new Map();
  try {
    const response = await fetch(address, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(AUDIO_TIMEOUT_MS) });
    if (!response.ok) {
      await response.body?.cancel();
      return new Map();
    }
    const text = await readCapped(response);
    return text === undefined ? new Map() : readFiguresFile(text);
  } catch {
    return new Map();
  }
}
