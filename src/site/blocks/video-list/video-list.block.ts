import { defineBlock } from "../block-definition";
import { VideoListBlock } from "./video-list-block";
import { videoJsonLd } from "./video-entities";

export const videoListBlock = defineBlock({
  type: "video-list",
  component: VideoListBlock,
  cards: { list: "videos", kind: "vídeo" },
  head: ({ block, site }) => ({ jsonLd: videoJsonLd(site, block) }),
});
