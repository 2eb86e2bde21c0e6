import type { Site, VideoListBlock } from "@/types/generated/content";
import { absoluteUrl, localDateTime } from "@/site/data/structured-data/church-entities";
import { youtubeEmbedSrc, youtubeId, youtubeWatchHref } from "@/lib/youtube";

/** The church's YouTube channel: its "youtube" profile in site.json, if it has one. */
export function youtubeChannel(site: Site): string | undefined {
  return site.social.find((profile) => profile.network === "youtube")?.url;
}

/** One VideoObject per video, as search engines read video results; the upload day at noon in São Paulo. */
export function videoJsonLd(site: Site, block: VideoListBlock): unknown[] {
  return (block.videos ?? []).flatMap((video) => {
    const id = youtubeId(video.video);
    if (!id) return [];
    return [
      {
        "@context": "https://schema.org",
        "@type": "VideoObject",
        name: video.title,
        description: [`Mensagem de ${video.preacher}`, video.passage].filter(Boolean).join(": "),
        thumbnailUrl: [absoluteUrl(site, video.image.src)],
        uploadDate: localDateTime(video.date, "12:00"),
        embedUrl: youtubeEmbedSrc(id).split("?")[0],
        contentUrl: youtubeWatchHref(id),
        inLanguage: "pt-BR",
      },
    ];
  });
}
