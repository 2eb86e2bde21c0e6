import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, normalize } from "node:path";
import { PROJECT_ROOT } from "./fixture-site";

/** The real MP3 and M4A files the tests serve (tests/fixtures/README.md says how they were made). */
export const AUDIO_FIXTURES = join(PROJECT_ROOT, "tests/fixtures/audio");

const TYPES: Record<string, string> = { ".mp3": "audio/mpeg", ".m4a": "audio/mp4" };

export interface AudioServer {
  /** "http://127.0.0.1:<port>": the fixture's sermons' audio addresses are rewritten to it. */
  origin: string;
  /** What was asked, in order ("HEAD /x.mp3", "GET /x.mp3 bytes=0-262143"), to prove a build never downloads a file whole. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Where a church keeps its audio, as the tests have it: the files of tests/fixtures/audio/ under any path ending in
 * their names, answering HEAD with their size, type and validators, and byte ranges with 206, as storage services do.
 * Listens on a port the system picks, on this machine only.
 */
export async function startAudioServer(folder = AUDIO_FIXTURES): Promise<AudioServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const name =
        normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname))
          .split("/")
          .pop() ?? "";
      const range = request.headers.range;
      requests.push(`${request.method} /${name}${range ? ` ${range.replace("bytes=", "bytes=")}` : ""}`);
      const type = TYPES[name.slice(name.lastIndexOf("."))];
      const file = join(folder, name);
      const info = type ? await stat(file).catch(() => undefined) : undefined;
      // Browsers play media from another origin; the site's page asks for it from its own.
      response.setHeader("Access-Control-Allow-Origin", "*");
      if (!info || !type) return response.writeHead(404).end();
      const body = await readFile(file);
      const headers = {
        "Content-Type": type,
        "Accept-Ranges": "bytes",
        ETag: `"${createHash("sha1").update(body).digest("hex").slice(0, 16)}"`,
        "Last-Modified": info.mtime.toUTCString(),
      };
      const match = range ? /^bytes=(\d+)-(\d*)$/.exec(range) : null;
      if (match) {
        const start = Number(match[1]);
        const end = Math.min(match[2] ? Number(match[2]) : body.length - 1, body.length - 1);
        response.writeHead(206, { ...headers, "Content-Range": `bytes ${start}-${end}/${body.length}`, "Content-Length": end - start + 1 });
        return response.end(request.method === "HEAD" ? undefined : body.subarray(start, end + 1));
      }
      response.writeHead(200, { ...headers, "Content-Length": body.length });
      response.end(request.method === "HEAD" ? undefined : body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The fixture's audio addresses (on a port where nothing listens) moved to a server that answers. */
export function withAudioOrigin(text: string, origin: string): string {
  return text.replace(/http:\/\/127\.0\.0\.1:9\//g, `${origin}/`);
}
