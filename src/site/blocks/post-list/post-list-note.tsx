import type { CSSObject } from "@emotion/react";
import { withSchemaDefaults, type DefaultsNode } from "@/lib/schema-defaults";
import { theme } from "@/site/theme/theme";
import postListSchema from "../../../../schemas/blocks/post-list.schema.json" with { type: "json" };

const { colors, space, layout, radii } = theme;

const frame: CSSObject = { maxWidth: layout.maxWidth, marginInline: "auto", paddingInline: space.gutter, paddingTop: space.xl };
const note: CSSObject = { margin: 0, padding: space.lg, borderRadius: radii.md, background: colors.tint, color: colors.text, fontWeight: 600 };

/** The schema's words when the block gives none (schemas/blocks/post-list.schema.json, read by editors in the catalogue). */
const TEXT_SCHEMA = (postListSchema as unknown as { properties: { unavailableText: DefaultsNode } }).properties.unavailableText;

/**
 * Above the blog list, hidden: shown by the page script when the address asked for a category or more posts and the
 * list's code could not load (src/site/browser/island-fallbacks.ts), so the visitor knows why the list is not that.
 */
export function PostListNote({ text }: { text: string | undefined }) {
  return (
    <div css={frame}>
      <p css={note}>{withSchemaDefaults<string>(TEXT_SCHEMA, text)}</p>
    </div>
  );
}
