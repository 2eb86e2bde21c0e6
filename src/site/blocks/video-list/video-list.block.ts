import { defineBlock } from "../block-definition";
import { VideoListBlock } from "./video-list-block";
import { videoJsonLd } from "./video-entities";

export const videoListBlock = defineBlock({
  type: "video-list",
  component: VideoListBlock,
  cards: { list: "videos", kind: "vídeo" },
  head: ({ block, site }) => ({ jsonLd: videoJsonLd(site, block) }),
  search: {
    itemFields: ["videos"],
    items: ({ block, sectionHref, pageTitle }) =>
      (block.videos ?? []).map((video) => ({
        kind: "video",
        title: video.title,
        href: sectionHref,
        context: pageTitle,
        date: video.date,
        text: [video.preacher, video.passage].filter(Boolean).join(" · "),
      })),
  },
});
