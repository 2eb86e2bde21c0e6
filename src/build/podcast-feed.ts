import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { Image, Site } from "../types/generated/content";
import type { LoadedSermon, SiteContent } from "../engine/core/kinds/types";
import { podcastPath, preacherRoute, sermonRoute, seriesRoute } from "../engine/core/kinds/sermons-kind";
import { BIBLE_BOOKS } from "../engine/core/passages/bible-books";
import { escapeHtml } from "./head-tags";
import { sermonsHome } from "./payloads/sermon-payloads";

/**
 * The sermons' podcast (/mensagens/podcast.xml) and one per series (/mensagens/podcast/<series>.xml): RSS 2.0 with the
 * tags Apple Podcasts and Spotify require (itunes:image, itunes:category, itunes:explicit, itunes:owner with an
 * e-mail, an enclosure with its length in bytes and its type, a guid that never changes, pubDate, itunes:duration) and
 * the Podcast Index's (podcast:guid, podcast:season named after the series, podcast:episode, podcast:person for the
 * preacher). Only sermons whose audio figures were read are episodes (src/engine/node/audio/): never a wrong length.
 * docs/podcast.md says what a feed of 1,000 sermons holds.
 */

/** Apple's artwork: square, 1400 to 3000 pixels, JPEG or PNG with the matching extension. */
export const ARTWORK_SIZE = 1400;

/** The Podcast Index's namespace for podcast:guid (a UUIDv5 of the feed's address without its scheme). */
const PODCAST_GUID_NAMESPACE = "ead4c236-bf58-58c6-a2c6-a6b28d128cb6";

export function podcastGuid(feedUrl: string): string {
  const namespace = Buffer.from(PODCAST_GUID_NAMESPACE.replace(/-/g, ""), "hex");
  const name = feedUrl.replace(/^[a-z]+:\/\//i, "").replace(/\/+$/, "");
  const hash = createHash("sha1").update(namespace).update(name).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Apple allows 4,000 bytes of description; cut at a word, never inside a character. */
function within(text: string, bytes = 4000): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  let cut = text;
  while (Buffer.byteLength(`${cut}…`) > bytes) cut = cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length - 1);
  return `${cut}…`;
}

/** A sermon's moment: its day at noon, São Paulo time (UTC−3), written as RFC 2822 requires. */
export function sermonPubDate(date: string): string {
  return new Date(`${date}T12:00:00-03:00`).toUTCString();
}

/** What one podcast holds. */
export interface PodcastShow {
  path: string;
  title: string;
  description: string;
  /** Its page on the site. */
  link: string;
  artwork: Image;
  episodes: LoadedSermon[];
}

function episodeXml(site: Site, content: SiteContent, sermon: LoadedSermon, seasons: ReadonlyMap<string, number>): string {
  const figures = sermon.audioFigures;
  if (!figures || !sermon.audio) return "";
  const url = `${site.url}${sermonRoute(sermon.slug)}`;
  const person = content.people.find((candidate) => candidate.slug === sermon.preacher);
  const series = sermon.series ? content.series.find((candidate) => candidate.slug === sermon.series) : undefined;
  const passages = sermon.passages.map((passage) => passage.text).join("; ");
  const description = within([sermon.summary, passages && `Texto: ${passages}.`, person && `Pregação: ${person.name}.`].filter(Boolean).join(" "));
  const season = series ? seasons.get(series.slug) : undefined;
  const photo = person?.photo ? ` img="${escapeHtml(`${site.url}${person.photo.src}`)}"` : "";
  return [
    "    <item>",
    `      <title>${escapeHtml(sermon.title)}</title>`,
    `      <description>${escapeHtml(description)}</description>`,
    `      <link>${url}</link>`,
    // The sermon's address, as text: it never changes between builds (a renamed file is a new episode, as it is a new page).
    `      <guid isPermaLink="false">${url}</guid>`,
    `      <pubDate>${sermonPubDate(sermon.date)}</pubDate>`,
    `      <enclosure url="${escapeHtml(sermon.audio)}" length="${figures.bytes}" type="${figures.type}" />`,
    `      <itunes:duration>${figures.seconds}</itunes:duration>`,
    "      <itunes:episodeType>full</itunes:episodeType>",
    "      <itunes:explicit>false</itunes:explicit>",
    ...(person ? [`      <itunes:author>${escapeHtml(person.name)}</itunes:author>`] : []),
    ...(series && season !== undefined ? [`      <podcast:season name="${escapeHtml(series.name)}">${season}</podcast:season>`] : []),
    ...(sermon.part !== undefined ? [`      <podcast:episode>${sermon.part}</podcast:episode>`] : []),
    ...(person
      ? [
          `      <podcast:person role="host" href="${escapeHtml(`${site.url}${preacherRoute(person.slug)}`)}"${photo}>${escapeHtml(person.name)}</podcast:person>`,
        ]
      : []),
    ...[...new Set(sermon.passages.map((passage) => BIBLE_BOOKS[passage.book]))].map((book) => `      <category>${escapeHtml(book ?? "")}</category>`),
    "    </item>",
  ].join("\n");
}

/** The RSS of one show: the channel's tags, then its episodes newest first. */
export function podcastXml(content: SiteContent, show: PodcastShow, seasons: ReadonlyMap<string, number>): string {
  const { site } = content;
  const feedUrl = `${site.url}${show.path}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeHtml(show.title)}</title>`,
    `    <link>${site.url}${show.link}</link>`,
    `    <atom:link href="${feedUrl}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeHtml(within(show.description))}</description>`,
    "    <language>pt-br</language>",
    `    <copyright>© ${escapeHtml(site.name)}</copyright>`,
    `    <podcast:guid>${podcastGuid(feedUrl)}</podcast:guid>`,
    `    <itunes:author>${escapeHtml(site.name)}</itunes:author>`,
    `    <itunes:owner>\n      <itunes:name>${escapeHtml(site.name)}</itunes:name>\n      <itunes:email>${escapeHtml(site.contact.email)}</itunes:email>\n    </itunes:owner>`,
    `    <itunes:image href="${site.url}${show.artwork.src}" />`,
    `    <image>\n      <url>${site.url}${show.artwork.src}</url>\n      <title>${escapeHtml(show.title)}</title>\n      <link>${site.url}${show.link}</link>\n    </image>`,
    '    <itunes:category text="Religion &amp; Spirituality">\n      <itunes:category text="Christianity" />\n    </itunes:category>',
    "    <itunes:explicit>false</itunes:explicit>",
    "    <itunes:type>episodic</itunes:type>",
    ...show.episodes.map((sermon) => episodeXml(site, content, sermon, seasons)).filter(Boolean),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Square artwork from a picture of the content, cropped to its centre of interest and made 1400 px (JPEG). */
async function writeArtwork(outDir: string, source: Image, target: string): Promise<Image> {
  await mkdir(dirname(join(outDir, target)), { recursive: true });
  await sharp(join(outDir, source.src))
    .autoOrient()
    .resize(ARTWORK_SIZE, ARTWORK_SIZE, { fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toFile(join(outDir, target));
  return { src: target, alt: source.alt };
}

export interface PodcastFeeds {
  /** The sermons' podcast, when some sermon's audio was read. */
  main?: string;
  /** Each series' podcast with episodes, by the series' file name. */
  series: Map<string, string>;
  /** Every feed file and its text, by path. */
  files: Map<string, string>;
}

/**
 * Every podcast of the content, their artwork written into outDir (whose pictures describeImage has already
 * published). A feed without episodes is not written: an app would show an empty show.
 */
export async function podcastFeeds(content: SiteContent, outDir: string): Promise<PodcastFeeds> {
  const result: PodcastFeeds = { series: new Map(), files: new Map() };
  const episodes = content.sermons.filter((sermon) => sermon.audioFigures);
  if (episodes.length === 0) return result;
  const { site } = content;
  const home = sermonsHome(content);
  const homePage = content.pages.find((page) => page.route === home.route);
  // Seasons numbered by each series' first sermon, oldest first: a number that stays as series are added.
  const firstDates = new Map<string, string>();
  for (const sermon of [...content.sermons].reverse()) if (sermon.series && !firstDates.has(sermon.series)) firstDates.set(sermon.series, sermon.date);
  const seasons = new Map([...firstDates].sort((a, b) => a[1].localeCompare(b[1])).map(([slug], index) => [slug, index + 1] as const));
  const mainPath = podcastPath();
  const artwork = await writeArtwork(outDir, homePage?.page.image ?? site.seo.image, `${mainPath.replace(/\.xml$/, "")}/capa.jpg`);
  result.files.set(
    mainPath,
    podcastXml(
      content,
      {
        path: mainPath,
        title: `${home.name} | ${site.name}`,
        description: homePage?.page.description ?? site.description,
        link: home.route,
        artwork,
        episodes,
      },
      seasons,
    ),
  );
  result.main = mainPath;
  for (const series of content.series) {
    const own = episodes.filter((sermon) => sermon.series === series.slug);
    if (own.length === 0) continue;
    const path = podcastPath(series.slug);
    const art = await writeArtwork(outDir, series.image, path.replace(/\.xml$/, ".jpg"));
    result.files.set(
      path,
      podcastXml(
        content,
        { path, title: `${series.name} | ${site.name}`, description: series.description, link: seriesRoute(series.slug), artwork: art, episodes: own },
        seasons,
      ),
    );
    result.series.set(series.slug, path);
  }
  return result;
}
