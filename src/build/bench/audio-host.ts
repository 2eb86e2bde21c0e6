import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

/**
 * The bench's stand-ins, in a process of their own (the bench waits for each command with spawnSync, which would leave
 * a server in its own thread unanswered), counting what they are asked at /contagem; each prints its port.
 * - `audio-host.ts <project>`: a church's audio storage: the tests' real MP3 and M4A for every address (HEAD with size
 *   and validators, byte ranges).
 * - `audio-host.ts <project> --published <file>`: the live site, answering that file (the figures a build published)
 *   at any address, or 404 while the file does not exist (the first deploy).
 */
const root = process.argv[2] ?? process.cwd();
const publishedAt = process.argv[3] === "--published" ? process.argv[4] : undefined;
const files = await Promise.all(["o-senhor-e-o-meu-pastor.mp3", "a-alma-que-espera.m4a"].map((name) => readFile(join(root, "tests/fixtures/audio", name))));
const asked = { head: 0, ranges: 0, published: 0 };
const server = createServer((request, response) => {
  // A new connection each time: the bench asks between commands it waited for with spawnSync, whose blocked event loop
  // never saw this server close an idle one (fetch would take the dead socket and fail).
  if (request.url === "/contagem") return response.writeHead(200, { "Content-Type": "application/json", Connection: "close" }).end(JSON.stringify(asked));
  if (publishedAt) {
    asked.published += 1;
    void readFile(publishedAt).then(
      (body) => response.writeHead(200, { "Content-Type": "application/json" }).end(body),
      () => response.writeHead(404).end(),
    );
    return;
  }
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
server.listen(0, "127.0.0.1", () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
