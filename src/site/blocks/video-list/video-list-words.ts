import type { VideoListBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import videoListSchema from "../../../../schemas/blocks/video-list.schema.json" with { type: "json" };

/** The video list's own words: its links to the channel's live stream and to the channel. */
export type VideoListWords = Required<Pick<VideoListBlock, "liveLink" | "channelLink">>;

const WORDS_SCHEMA = schemaDefaultsOf(videoListSchema, ["liveLink", "channelLink"]);

/** The block's words with the defaults of schemas/blocks/video-list.schema.json where it gives none (written there only). */
export function videoListWords(block: Partial<VideoListWords> | undefined): VideoListWords {
  return withSchemaDefaults<VideoListWords>(WORDS_SCHEMA, block);
}
