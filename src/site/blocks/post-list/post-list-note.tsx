import type { CSSObject } from "@emotion/react";
import { withSchemaDefaults, type DefaultsNode } from "@/lib/schema-defaults";
import { ListNote } from "@/site/components/list-note";
import { theme } from "@/site/theme/theme";
import postListSchema from "../../../../schemas/blocks/post-list.schema.json" with { type: "json" };

const { space, layout } = theme;

// Above the list's section (the island is the whole section), so in the section's width.
const frame: CSSObject = { maxWidth: layout.maxWidth, marginInline: "auto", paddingInline: space.gutter, paddingTop: space.xl };

/** The schema's words when the block gives none (schemas/blocks/post-list.schema.json, read by editors in the catalogue). */
const TEXT_SCHEMA = (postListSchema as unknown as { properties: { unavailableText: DefaultsNode } }).properties.unavailableText;

/** Above the blog list, hidden until the address asked for a category or more posts and the list's code could not load. */
export function PostListNote({ text }: { text: string | undefined }) {
  return (
    <div css={frame}>
      <ListNote text={withSchemaDefaults<string>(TEXT_SCHEMA, text)} />
    </div>
  );
}
