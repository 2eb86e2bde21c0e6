import { parseBuffer } from "music-metadata";

import type { AudioFigures } from "../../core/kinds/types";

export type { AudioFigures };

/** What tells the same file from a changed one without downloading it: its size and its server's validators. */
export interface AudioValidators {
  bytes: number;
  etag?: string;
  lastModified?: string;
}

export type AudioReading = { figures: AudioFigures; validators: AudioValidators } | { problem: string };

/** Podcast apps accept these (Apple's list): MP3 and M4A. */
const AUDIO_TYPES: Readonly<Record<string, string>> = {
  "audio/mpeg": "audio/mpeg",
  "audio/mp3": "audio/mpeg",
  "audio/mp4": "audio/mp4",
  "audio/x-m4a": "audio/mp4",
  "audio/m4a": "audio/mp4",
};

/** The first bytes hold an MP3's first frames (and a Xing/VBRI header) and a web-ready M4A's moov box. */
export const HEAD_BYTES = 256 * 1024;
/** A host that does not answer in this long is taken as not reachable: the build must not hang on it. */
export const AUDIO_TIMEOUT_MS = 8_000;

function typeOf(header: string | null, url: string): string | undefined {
  const declared = AUDIO_TYPES[(header ?? "").split(";")[0]?.trim().toLowerCase() ?? ""];
  if (declared) return declared;
  // Storage that answers application/octet-stream: the address's extension says what the file is.
  if (/\.mp3(\?|$)/i.test(url)) return "audio/mpeg";
  if (/\.m4a(\?|$)/i.test(url)) return "audio/mp4";
  return undefined;
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  if ((error as { name?: string }).name === "TimeoutError") return `o endereço não respondeu em ${AUDIO_TIMEOUT_MS / 1000} segundos`;
  if (cause === "ENOTFOUND" || cause === "EAI_AGAIN") return "o nome do servidor não foi encontrado (sem internet, ou endereço errado)";
  if (cause === "ECONNREFUSED") return "o servidor recusou a conexão";
  return "não houve resposta do endereço (sem internet, ou o servidor fora do ar)";
}

/** The server's answer to HEAD: size, type and validators; or why it gave none. */
export async function headAudio(url: string): Promise<{ validators: AudioValidators; type: string } | { problem: string }> {
  let response: Response;
  try {
    response = await fetch(url, { method: "HEAD", redirect: "follow", signal: AbortSignal.timeout(AUDIO_TIMEOUT_MS) });
  } catch (error) {
    return { problem: reason(error) };
  }
  if (response.status === 404 || response.status === 410) return { problem: `o arquivo não existe nesse endereço (o servidor respondeu ${response.status})` };
  if (!response.ok) return { problem: `o servidor respondeu ${response.status} ao pedir o arquivo` };
  const bytes = Number(response.headers.get("content-length"));
  if (!Number.isSafeInteger(bytes) || bytes <= 0)
    return { problem: "o servidor não diz o tamanho do arquivo (Content-Length), que os aplicativos de podcast exigem" };
  const type = typeOf(response.headers.get("content-type"), url);
  if (!type) return { problem: `o arquivo não é MP3 nem M4A (o servidor diz "${response.headers.get("content-type") ?? "nada"}")` };
  const etag = response.headers.get("etag") ?? undefined;
  const lastModified = response.headers.get("last-modified") ?? undefined;
  return { type, validators: { bytes, ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) } };
}

/**
 * An M4A's duration, from its movie header (moov › mvhd: time scale and duration), which a file made for the web
 * ("fast start") carries before the sound. music-metadata reads the same box, but stops with an error at the sound
 * box past the first bytes, so the two fields are read here.
 */
export function mp4Duration(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = (at: number) => String.fromCharCode(...bytes.subarray(at + 4, at + 8));
  const boxes = (from: number, to: number, wanted: string): number | undefined => {
    for (let at = from; at + 8 <= to;) {
      let size = view.getUint32(at);
      if (size === 1 && at + 16 <= to) size = Number(view.getBigUint64(at + 8));
      if (type(at) === wanted) return at;
      if (size < 8) return undefined;
      at += size;
    }
    return undefined;
  };
  const moov = boxes(0, bytes.length, "moov");
  if (moov === undefined) return undefined;
  const mvhd = boxes(moov + 8, Math.min(bytes.length, moov + view.getUint32(moov)), "mvhd");
  if (mvhd === undefined || mvhd + 40 > bytes.length) return undefined;
  const version = bytes[mvhd + 8];
  const [scaleAt, durationAt] = version === 1 ? [mvhd + 28, mvhd + 32] : [mvhd + 20, mvhd + 24];
  const scale = view.getUint32(scaleAt);
  const duration = version === 1 ? Number(view.getBigUint64(durationAt)) : view.getUint32(durationAt);
  return scale > 0 ? duration / scale : undefined;
}

/** The duration from the file's first bytes (a Range request): never the whole file. */
export async function readDuration(url: string, bytes: number, type: string): Promise<{ seconds: number } | { problem: string }> {
  let buffer: Uint8Array;
  try {
    const response = await fetch(url, { headers: { Range: `bytes=0-${HEAD_BYTES - 1}` }, signal: AbortSignal.timeout(AUDIO_TIMEOUT_MS) });
    if (response.status !== 206 && response.status !== 200) return { problem: `o servidor respondeu ${response.status} ao pedir o começo do arquivo` };
    if (response.status === 200 && bytes > HEAD_BYTES) {
      // A server that ignores Range would send the whole file: take the first bytes and stop.
      const reader = response.body?.getReader();
      const chunks: Uint8Array[] = [];
      let read = 0;
      while (reader && read < HEAD_BYTES) {
        const { done, value } = await reader.read();
        if (done || !value) break;
        chunks.push(value);
        read += value.length;
      }
      await reader?.cancel();
      buffer = Buffer.concat(chunks).subarray(0, HEAD_BYTES);
    } else buffer = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    return { problem: reason(error) };
  }
  try {
    const seconds =
      type === "audio/mp4"
        ? mp4Duration(buffer)
        : (await parseBuffer(buffer, { mimeType: type, size: bytes }, { duration: false, skipCovers: true, skipPostHeaders: true })).format.duration;
    if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0)
      return { problem: "a duração não está no começo do arquivo (um M4A precisa ser gravado “para a web”, com o índice no começo)" };
    return { seconds: Math.round(seconds) };
  } catch {
    return { problem: "o começo do arquivo não é de um MP3 ou M4A que dê para ler" };
  }
}
