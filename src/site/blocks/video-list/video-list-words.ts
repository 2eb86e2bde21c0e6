import type { VideoListBlock } from "@/types/generated/content";
import { withSchemaDefaults, type DefaultsNode } from "@/lib/schema-defaults";
import videoListSchema from "../../../../schemas/blocks/video-list.schema.json" with { type: "json" };

/** The video list's own words: its links to the channel's live stream and to the channel. */
export type VideoListWords = Required<Pick<VideoListBlock, "liveLink" | "channelLink">>;

const { liveLink, channelLink } = (videoListSchema as unknown as { properties: Record<keyof VideoListWords, DefaultsNode> }).properties;
const WORDS_SCHEMA: DefaultsNode = { properties: { liveLink, channelLink } };

/** The block's words with the defaults of schemas/blocks/video-list.schema.json where it gives none (written there only). */
export function videoListWords(block: Partial<VideoListWords> | undefined): VideoListWords {
  return withSchemaDefaults<VideoListWords>(WORDS_SCHEMA, block);
}
