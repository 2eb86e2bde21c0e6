import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";
import postListSchema from "../../../../schemas/blocks/post-list.schema.json" with { type: "json" };

const { colors, space, layout, radii } = theme;

const frame: CSSObject = { maxWidth: layout.maxWidth, marginInline: "auto", paddingInline: space.gutter, paddingTop: space.xl };
const note: CSSObject = { margin: 0, padding: space.lg, borderRadius: radii.md, background: colors.tint, color: colors.text, fontWeight: 600 };

type SchemaDefaults = { properties: { unavailableText: { default: string } } };
/** The schema's words when the block gives none (schemas/blocks/post-list.schema.json, read by editors in the catalogue). */
const DEFAULT_TEXT = (postListSchema as unknown as SchemaDefaults).properties.unavailableText.default;

/**
 * Above the blog list, hidden: shown by the page script when the address asked for a category or more posts and the
 * list's code could not load (src/site/browser/island-fallbacks.ts), so the visitor knows why the list is not that.
 */
export function PostListNote({ text }: { text: string | undefined }) {
  return (
    <div css={frame}>
      <p css={note}>{text ?? DEFAULT_TEXT}</p>
    </div>
  );
}
