import type { Site } from "@/types/generated/content";
import type { SermonPayload } from "@/site/data/sermons";
import { youtubeEmbedSrc, youtubeWatchHref } from "@/lib/youtube";
import { absoluteUrl, localDateTime, organizationRef } from "./church-entities";

/** The type the audio's address says it is (the feed reads the server's own answer). */
function audioFormat(url: string): string {
  return /\.m4a(\?|$)/i.test(url) ? "audio/mp4" : "audio/mpeg";
}

/**
 * A sermon page's JSON-LD: a VideoObject for its video (as search engines read video results) and a PodcastEpisode for
 * its audio, part of the church's podcast; a sermon with neither is a CreativeWork. Preached at noon, São Paulo time.
 */
export function sermonJsonLd(site: Site, payload: SermonPayload, pageUrl: string, podcastUrl?: string): unknown[] {
  const { sermon, preacher } = payload;
  const description = [sermon.summary, sermon.passages.join("; ")].filter(Boolean).join(" ");
  const common = {
    "@context": "https://schema.org",
    name: sermon.title,
    description,
    url: pageUrl,
    inLanguage: "pt-BR",
    author: { "@type": "Person", name: preacher.name, ...(preacher.role ? { jobTitle: preacher.role } : {}) },
    publisher: organizationRef(site),
  };
  const found: unknown[] = [];
  if (sermon.videoId)
    found.push({
      ...common,
      "@type": "VideoObject",
      thumbnailUrl: [absoluteUrl(site, sermon.image.src)],
      uploadDate: localDateTime(sermon.date, "12:00"),
      embedUrl: youtubeEmbedSrc(sermon.videoId).split("?")[0],
      contentUrl: youtubeWatchHref(sermon.videoId),
    });
  if (sermon.audioUrl)
    found.push({
      ...common,
      "@type": "PodcastEpisode",
      datePublished: localDateTime(sermon.date, "12:00"),
      image: absoluteUrl(site, sermon.image.src),
      associatedMedia: { "@type": "MediaObject", contentUrl: sermon.audioUrl, encodingFormat: audioFormat(sermon.audioUrl) },
      ...(podcastUrl ? { partOfSeries: { "@type": "PodcastSeries", name: `${site.name}: mensagens`, webFeed: podcastUrl } } : {}),
    });
  if (found.length === 0)
    found.push({ ...common, "@type": "CreativeWork", datePublished: localDateTime(sermon.date, "12:00"), image: absoluteUrl(site, sermon.image.src) });
  return found;
}
