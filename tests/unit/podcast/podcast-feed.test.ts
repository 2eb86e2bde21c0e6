import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFeed as partytime } from "podcast-partytime";
import { parseRssFeed } from "feedsmith";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { readSermonAudio } from "../../../src/engine/node/audio/sermon-audio";
import { podcastFeeds, sermonPubDate, ARTWORK_SIZE } from "../../../src/build/podcast-feed";
import type { SiteContent } from "../../../src/engine/core/kinds/types";
import { copyFixtureContent, PROJECT_ROOT } from "../../support/fixture-site";
import { AUDIO_FIXTURES, startAudioServer, withAudioOrigin, type AudioServer } from "../../support/audio-server";

// The sermons' podcast as podcast apps read it: the fixture's sermons, their audio served by a real HTTP server on
// this machine (HEAD and byte ranges, like a church's storage), read by the check's reader, written by the build's
// feed writer, and read back by two independent podcast parsers.

let server: AudioServer;
let root: string;
let content: SiteContent;
let feeds: Awaited<ReturnType<typeof podcastFeeds>>;
let outDir: string;

beforeAll(async () => {
  server = await startAudioServer();
  root = await mkdtemp(join(tmpdir(), "mc-podcast-"));
  await cp(join(PROJECT_ROOT, "schemas"), join(root, "schemas"), { recursive: true });
  await copyFixtureContent(root);
  const folder = join(root, "site-content/sermons");
  for (const name of await readdir(folder)) await writeFile(join(folder, name), withAudioOrigin(await readFile(join(folder, name), "utf8"), server.origin));
  const loaded = await loadSiteContent(root);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  // No live site to reuse figures from (audio-figures-reuse.test.ts has one): the fixture's url is a real address.
  const audio = await readSermonAudio(root, loaded.content, { published: null });
  expect(audio.notes).toEqual([]);
  content = audio.content;
  // The pictures as the build has published them (the artwork is cut from them).
  outDir = join(root, "dist");
  await mkdir(outDir, { recursive: true });
  await cp(join(root, "site-content/images"), join(outDir, "images"), { recursive: true });
  feeds = await podcastFeeds(content, outDir);
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const served = async (url: string) => (await stat(join(AUDIO_FIXTURES, url.split("/").pop() ?? ""))).size;

describe("the podcast feed (/mensagens/podcast.xml)", () => {
  it("reads each file's size and duration with a HEAD and its first bytes, never the whole file", () => {
    const withAudio = content.sermons.filter((sermon) => sermon.audio);
    expect(withAudio.length).toBeGreaterThan(1);
    for (const sermon of withAudio) expect(sermon.audioFigures?.seconds).toBeGreaterThan(0);
    expect(server.requests.filter((request) => request.startsWith("GET")).every((request) => / bytes=0-\d+$/.test(request))).toBe(true);
  });

  it("keeps the figures for the next build: an unchanged file is asked only for its HEAD", async () => {
    const before = server.requests.length;
    const again = await readSermonAudio(
      root,
      { ...content, sermons: content.sermons.map(({ audioFigures: _figures, ...sermon }) => sermon) },
      { published: null },
    );
    const asked = server.requests.slice(before);
    expect(asked.length).toBe(content.sermons.filter((sermon) => sermon.audio).length);
    expect(asked.every((request) => request.startsWith("HEAD "))).toBe(true);
    expect(again.content.sermons.map((sermon) => sermon.audioFigures)).toEqual(content.sermons.map((sermon) => sermon.audioFigures));
  });

  it("is read by podcast-partytime with every episode's title, enclosure, guid, date, duration, season and person matching the content", async () => {
    const xml = feeds.files.get(feeds.main ?? "") ?? "";
    if (process.env.PODCAST_FEED_OUT) await writeFile(process.env.PODCAST_FEED_OUT, xml);
    const feed = partytime(xml);
    if (!feed) throw new Error("podcast-partytime could not read the feed");
    expect(feed.title).toContain(content.site.name);
    expect(feed.language).toBe("pt-br");
    expect(feed.explicit).toBe(false);
    expect(feed.owner?.email).toBe(content.site.contact.email);
    expect(feed.categories).toEqual(["religion", "spirituality", "christianity"]);
    const episodes = content.sermons.filter((sermon) => sermon.audioFigures);
    expect(feed.items.map((item) => item.title)).toEqual(episodes.map((sermon) => sermon.title));
    for (const [index, sermon] of episodes.entries()) {
      const item = feed.items[index];
      const person = content.people.find((candidate) => candidate.slug === sermon.preacher);
      const series = content.series.find((candidate) => candidate.slug === sermon.series);
      expect(item?.enclosure).toEqual({
        url: sermon.audio,
        length: await served(sermon.audio ?? ""),
        type: sermon.audio?.endsWith(".m4a") ? "audio/mp4" : "audio/mpeg",
      });
      expect(item?.guid).toBe(`${content.site.url}/mensagens/${sermon.slug}`);
      expect(item?.pubDate?.toUTCString()).toBe(sermonPubDate(sermon.date));
      expect(item?.duration).toBe(sermon.audioFigures?.seconds);
      expect(item?.podcastPeople?.map((p) => p.name)).toEqual([person?.name]);
      if (series) expect(item?.podcastSeason?.name).toBe(series.name);
      if (sermon.part) expect(item?.podcastEpisode?.number).toBe(sermon.part);
    }
    // Apple: no two episodes share an enclosure.
    expect(new Set(feed.items.map((item) => item.enclosure.url)).size).toBe(feed.items.length);
  });

  it("is read by feedsmith with Apple's required channel tags and the same episodes", () => {
    const feed = parseRssFeed(feeds.files.get(feeds.main ?? "") ?? "");
    expect(feed.title && feed.description && feed.language).toBeTruthy();
    expect(Buffer.byteLength(feed.description ?? "")).toBeLessThanOrEqual(4000);
    expect(feed.itunes?.image).toMatch(/^https:\/\/.+\.jpg$/);
    expect(feed.itunes?.explicit).toBe(false);
    expect(feed.itunes?.owner?.email).toBe(content.site.contact.email);
    expect(feed.itunes?.categories?.[0]).toMatchObject({ text: "Religion & Spirituality", categories: [{ text: "Christianity" }] });
    const episodes = content.sermons.filter((sermon) => sermon.audioFigures);
    expect(feed.items?.map((item) => [item.title, item.enclosures?.[0]?.url, item.guid?.value, item.itunes?.duration])).toEqual(
      episodes.map((sermon) => [sermon.title, sermon.audio, `${content.site.url}/mensagens/${sermon.slug}`, sermon.audioFigures?.seconds]),
    );
    expect(feed.items?.map((item) => item.podcast?.season?.name)).toEqual(
      episodes.map((sermon) => content.series.find((series) => series.slug === sermon.series)?.name),
    );
  });

  it("has one feed per series with episodes, and artwork whose header says square, 1400–3000 px, JPEG", async () => {
    const series = content.series.filter((entry) => content.sermons.some((sermon) => sermon.series === entry.slug && sermon.audioFigures));
    expect([...feeds.series.keys()]).toEqual(series.map((entry) => entry.slug));
    for (const path of [feeds.main, ...feeds.series.values()]) {
      const feed = parseRssFeed(feeds.files.get(path ?? "") ?? "");
      const artwork = new URL(feed.itunes?.image ?? "").pathname;
      const bytes = await readFile(join(outDir, artwork));
      const { format, width, height } = await sharp(bytes).metadata();
      expect(format).toBe("jpeg");
      expect(artwork.endsWith(".jpg")).toBe(true);
      expect(width).toBe(height);
      expect(width).toBeGreaterThanOrEqual(ARTWORK_SIZE);
      expect(width).toBeLessThanOrEqual(3000);
    }
  });

  it("leaves out, with a note in Portuguese, an episode whose file cannot be reached, and gives no wrong figure", async () => {
    const broken = content.sermons.find((sermon) => sermon.audio);
    if (!broken?.file) throw new Error("the fixture has no sermon with audio");
    const file = join(root, broken.file);
    const text = await readFile(file, "utf8");
    await writeFile(file, text.replace(/"audio": "[^"]+"/, `"audio": "${server.origin}/mensagens/nao-existe.mp3"`));
    const loaded = await loadSiteContent(root);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    const audio = await readSermonAudio(root, loaded.content, { published: null });
    await writeFile(file, text);
    expect(audio.notes).toEqual([
      expect.objectContaining({
        file: broken.file,
        message: expect.stringMatching(
          /^\/audio: não foi possível ler o áudio ".*nao-existe\.mp3": o arquivo não existe nesse endereço \(o servidor respondeu 404\)\. A mensagem fica fora do podcast/,
        ),
      }),
    ]);
    expect(audio.content.sermons.find((sermon) => sermon.slug === broken.slug)?.audioFigures).toBeUndefined();
  });
});
