import type { PostListBlock } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import postListSchema from "../../../../schemas/blocks/post-list.schema.json" with { type: "json" };

const KEYS = [
  "heading",
  "featuredLabel",
  "emptyText",
  "filterLabel",
  "allCategories",
  "showAll",
  "loadingCategory",
  "categoryFailed",
  "shown",
  "showMore",
  "loading",
  "retry",
  "loadFailed",
  "addedOne",
  "addedMany",
] as const satisfies readonly (keyof PostListBlock)[];

/** The blog list's own words: its headings, the filter, "Mostrar mais" and what it says while loading or after a failure. */
export type PostListWords = Required<Pick<PostListBlock, (typeof KEYS)[number]>>;

const WORDS_SCHEMA = schemaDefaultsOf(postListSchema, KEYS);

/**
 * The block's words with the defaults of schemas/blocks/post-list.schema.json where it gives none (written there only),
 * resolved by the block: the list is an island, which reads them from its props.
 */
export function postListWords(block: Partial<PostListWords> | undefined): PostListWords {
  return withSchemaDefaults<PostListWords>(WORDS_SCHEMA, block);
}
