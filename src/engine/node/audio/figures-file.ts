import { Ajv, type JSONSchemaType } from "ajv";
import type { AudioFigures, SiteContent } from "../../core/kinds/types";

/**
 * The audio figures a build read, as one file: the local cache (`.cache/audio/figures.json`) and the copy the build
 * publishes with the site (/data/mensagens/audio.json), which the next build on any host reads back from the live site
 * (published-figures.ts). One format for both, read with the same validation: the published copy comes from the
 * network, so nothing in it is trusted beyond its shape, and a figure is reused only when the file's HEAD agrees.
 */

/** Where the build publishes the figures, under site.json's `url`. */
export const PUBLISHED_FIGURES_PATH = "/data/mensagens/audio.json";

/** One audio file's figures, with the address and the validators that tell the same file from a changed one. */
export interface FiguresRecord extends AudioFigures {
  url: string;
}

interface FiguresFile {
  format: 1;
  audio: unknown[];
}

/** Far above a church's archive (twenty years of two sermons a week is 2,000), far below what would cost memory. */
export const MAX_RECORDS = 50_000;

const fileSchema = {
  type: "object",
  required: ["format", "audio"],
  properties: { format: { const: 1 }, audio: { type: "array", maxItems: MAX_RECORDS } },
};

const recordSchema: JSONSchemaType<FiguresRecord> = {
  type: "object",
  required: ["url", "bytes", "type", "seconds"],
  additionalProperties: false,
  properties: {
    url: { type: "string", maxLength: 2048, pattern: "^https?://" },
    bytes: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    type: { type: "string", enum: ["audio/mpeg", "audio/mp4"] },
    // A day: no recording of a service is longer, and a figure past it is read again rather than believed.
    seconds: { type: "integer", minimum: 1, maximum: 86_400 },
    etag: { type: "string", minLength: 1, maxLength: 512, nullable: true },
    lastModified: { type: "string", minLength: 1, maxLength: 64, nullable: true },
  },
};

const ajv = new Ajv({ strict: true, allErrors: false });
const isFiguresFile = ajv.compile<FiguresFile>(fileSchema);
const isRecord = ajv.compile(recordSchema);

/**
 * The records of a figures file, by address; records of the wrong shape are left out one by one (each only ever saves
 * a Range request), and a file that is not one at all (HTML, truncated, another format) gives none.
 */
export function readFiguresFile(text: string): Map<string, FiguresRecord> {
  const records = new Map<string, FiguresRecord>();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return records;
  }
  if (!isFiguresFile(value)) return records;
  for (const record of value.audio) if (isRecord(record) && record.etag !== null && record.lastModified !== null) records.set(record.url, record);
  return records;
}

export function figuresFileText(records: Iterable<FiguresRecord>): string {
  const audio = [...records].sort((a, b) => a.url.localeCompare(b.url));
  return `${JSON.stringify({ format: 1, audio } satisfies FiguresFile, null, 1)}\n`;
}

/** What this build read and will publish: each sermon's figures, as the check read them (never a guessed one). */
export function figuresOfContent(content: SiteContent): FiguresRecord[] {
  const records = new Map<string, FiguresRecord>();
  for (const sermon of content.sermons) if (sermon.audio && sermon.audioFigures) records.set(sermon.audio, { url: sermon.audio, ...sermon.audioFigures });
  return [...records.values()];
}

/** Both ends agree on the file: the same size and the same validators (an absent one on both sides counts as agreeing). */
export function sameFile(record: AudioFigures, head: Pick<AudioFigures, "bytes" | "type" | "etag" | "lastModified">): boolean {
  return (
    record.bytes === head.bytes &&
    record.type === head.type &&
    (record.etag ?? "") === (head.etag ?? "") &&
    (record.lastModified ?? "") === (head.lastModified ?? "")
  );
}
