import { appendFile, cp, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { readSermonAudio } from "../../../src/engine/node/audio/sermon-audio";
import { figuresFileText, figuresOfContent, PUBLISHED_FIGURES_PATH, readFiguresFile } from "../../../src/engine/node/audio/figures-file";
import { MAX_PUBLISHED_BYTES } from "../../../src/engine/node/audio/published-figures";
import type { AudioFigures, SiteContent } from "../../../src/engine/core/kinds/types";
import { copyFixtureContent, PROJECT_ROOT } from "../../support/fixture-site";
import { AUDIO_FIXTURES, startAudioServer, withAudioOrigin, type AudioServer } from "../../support/audio-server";

// A host that keeps nothing between builds (Cloudflare Pages): the local cache is gone every time, and the figures the
// previous build published with the site are what the next one reuses. Two servers on this machine: the church's
// audio storage (the real MP3 and M4A, HEAD and ranges) and "the live site", answering what the test sets.

interface LiveSite {
  address: string;
  /** What /data/mensagens/audio.json answers: a body, or 404 (the first deploy). */
  body: string | Buffer | undefined;
  contentType: string;
  asked: number;
  close(): Promise<void>;
}

async function startLiveSite(): Promise<LiveSite> {
  const site = { body: undefined as string | Buffer | undefined, contentType: "application/json", asked: 0 };
  const server: Server = createServer((request, response) => {
    if (request.url !== PUBLISHED_FIGURES_PATH) return response.writeHead(404).end();
    site.asked += 1;
    if (site.body === undefined) return response.writeHead(404, { "Content-Type": "text/html" }).end("<!doctype html><title>Página não encontrada</title>");
    response.writeHead(200, { "Content-Type": site.contentType }).end(site.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(site, {
    address: `http://127.0.0.1:${port}${PUBLISHED_FIGURES_PATH}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

let storage: AudioServer;
let live: LiveSite;
let storageFolder: string;
let root: string;
/** The fixture's sermons as the check loads them, before any audio is read. */
let loaded: SiteContent;
/** What the first build read and published. */
let first: SiteContent;
let published: string;

const withAudio = () => loaded.sermons.filter((sermon) => sermon.audio);
const figuresOf = (content: SiteContent) => Object.fromEntries(content.sermons.map((sermon) => [sermon.slug, sermon.audioFigures]));

/** A build on a host that keeps nothing: no local cache, the live site at `live`; what it asked the storage. */
async function buildOnHost(): Promise<{ content: SiteContent; asked: string[] }> {
  await rm(join(root, ".cache/audio"), { recursive: true, force: true });
  const before = storage.requests.length;
  const audio = await readSermonAudio(root, loaded, { published: live.address });
  expect(audio.notes).toEqual([]);
  return { content: audio.content, asked: storage.requests.slice(before) };
}

beforeAll(async () => {
  // The storage serves copies, so a test can replace a file as a church would.
  storageFolder = await mkdtemp(join(tmpdir(), "mc-audio-storage-"));
  await cp(AUDIO_FIXTURES, storageFolder, { recursive: true });
  storage = await startAudioServer(storageFolder);
  live = await startLiveSite();
  root = await mkdtemp(join(tmpdir(), "mc-audio-reuse-"));
  await cp(join(PROJECT_ROOT, "schemas"), join(root, "schemas"), { recursive: true });
  await copyFixtureContent(root);
  const folder = join(root, "site-content/sermons");
  for (const name of await readdir(folder)) await writeFile(join(folder, name), withAudioOrigin(await readFile(join(folder, name), "utf8"), storage.origin));
  const result = await loadSiteContent(root);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  loaded = result.content;
  expect(withAudio().length).toBeGreaterThan(1);
}, 60_000);

afterAll(async () => {
  await Promise.all([storage?.close(), live?.close()]);
  await Promise.all([root, storageFolder].filter(Boolean).map((folder) => rm(folder, { recursive: true, force: true })));
});

beforeEach(() => {
  live.body = undefined;
  live.contentType = "application/json";
  live.asked = 0;
});

describe("the audio figures on a host that keeps nothing between builds", () => {
  it("the first deploy finds nothing published: each file is asked its HEAD and first bytes, and the build publishes what it read", async () => {
    const { content, asked } = await buildOnHost();
    expect(live.asked).toBe(1);
    expect(asked.filter((request) => request.startsWith("HEAD ")).length).toBe(withAudio().length);
    expect(asked.filter((request) => / bytes=0-\d+$/.test(request)).length).toBe(withAudio().length);
    first = content;
    published = figuresFileText(figuresOfContent(content));
    // What is published is what was read, with the validators that tell the same file next time.
    const records = readFiguresFile(published);
    for (const sermon of withAudio()) {
      const figures = content.sermons.find((candidate) => candidate.slug === sermon.slug)?.audioFigures as AudioFigures;
      expect(figures.bytes).toBe((await stat(join(storageFolder, sermon.audio?.split("/").pop() ?? ""))).size);
      expect(figures.etag).toBeTruthy();
      expect(records.get(sermon.audio ?? "")).toEqual({ url: sermon.audio, ...figures });
    }
  });

  it("the next build sends only HEADs to the storage, reusing the live site's figures, and asks the live site once", async () => {
    live.body = published;
    const { content, asked } = await buildOnHost();
    expect(asked.length).toBe(withAudio().length);
    expect(asked.every((request) => request.startsWith("HEAD "))).toBe(true);
    expect(live.asked).toBe(1);
    expect(figuresOf(content)).toEqual(figuresOf(first));
    // Where the host does keep the local cache, the live site is not even asked.
    const before = storage.requests.length;
    await readSermonAudio(root, loaded, { published: live.address });
    expect(live.asked).toBe(1);
    expect(storage.requests.slice(before).every((request) => request.startsWith("HEAD "))).toBe(true);
  });

  it("a file replaced at the storage (another size and ETag) is read again; the others are not", async () => {
    const replaced = withAudio()[0];
    const name = replaced?.audio?.split("/").pop() ?? "";
    const file = join(storageFolder, name);
    const original = await readFile(file);
    const { atime, mtime } = await stat(file);
    try {
      // The church uploads a new cut of the recording under the same address.
      await appendFile(file, Buffer.alloc(4096));
      live.body = published;
      const { content, asked } = await buildOnHost();
      expect(asked.filter((request) => request.startsWith("GET "))).toEqual([expect.stringMatching(new RegExp(`^GET /${name} bytes=0-\\d+$`))]);
      const figures = content.sermons.find((sermon) => sermon.slug === replaced?.slug)?.audioFigures;
      expect(figures?.bytes).toBe(original.length + 4096);
      expect(figures?.etag).not.toBe(first.sermons.find((sermon) => sermon.slug === replaced?.slug)?.audioFigures?.etag);
    } finally {
      // Put back as it was, its date too (the server's Last-Modified): the next tests meet the first build's files.
      await writeFile(file, original);
      await utimes(file, atime, mtime);
    }
  });

  const record = (sermon: SiteContent["sermons"][number]) => ({ url: sermon.audio, ...sermon.audioFigures });
  const hostile: [string, () => string | Buffer, string?][] = [
    ["the site's 404 page answered with 200 (a host without 404.html)", () => "<!doctype html><html><body>Igreja</body></html>", "text/html"],
    ["a file cut short", () => published.slice(0, published.length / 2)],
    ["another format", () => JSON.stringify({ format: 2, audio: first.sermons.filter((sermon) => sermon.audio).map(record) })],
    [
      "records of the wrong shape (a negative duration, a made-up property, an address that is not http)",
      () =>
        JSON.stringify({
          format: 1,
          audio: first.sermons
            .filter((sermon) => sermon.audio)
            .flatMap((sermon) => [
              { ...record(sermon), seconds: -1 },
              { ...record(sermon), script: "<script>alert(1)</script>" },
              { ...record(sermon), seconds: "30" },
              { ...record(sermon), url: `javascript:${sermon.audio}` },
            ]),
        }),
    ],
    [
      "figures recorded for another version of each file (an old ETag), whatever they claim",
      () =>
        figuresFileText(first.sermons.filter((sermon) => sermon.audio).map((sermon) => ({ ...record(sermon), etag: '"outra-versao"', seconds: 5 }) as never)),
    ],
    [
      "a file past the size any archive has, even if it would hold the right figures",
      () => published.replace('"audio": [', `"padding": "${" ".repeat(MAX_PUBLISHED_BYTES)}", "audio": [`),
    ],
  ];

  for (const [what, body, contentType] of hostile)
    it(`ignores ${what}: every file is read again, and nothing of it reaches the figures`, async () => {
      live.body = body();
      if (contentType) live.contentType = contentType;
      const { content, asked } = await buildOnHost();
      expect(asked.filter((request) => / bytes=0-\d+$/.test(request)).length).toBe(withAudio().length);
      expect(figuresOf(content)).toEqual(figuresOf(first));
    });

  it("a live site that does not answer (offline CI, a site not yet published) is only no reuse, never a failure", async () => {
    await rm(join(root, ".cache/audio"), { recursive: true, force: true });
    const before = storage.requests.length;
    const audio = await readSermonAudio(root, loaded, { published: "http://127.0.0.1:9/data/mensagens/audio.json" });
    expect(audio.notes).toEqual([]);
    expect(figuresOf(audio.content)).toEqual(figuresOf(first));
    expect(storage.requests.slice(before).filter((request) => request.startsWith("GET ")).length).toBe(withAudio().length);
  });
});
