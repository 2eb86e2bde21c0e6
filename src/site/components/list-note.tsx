import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii } = theme;

const note: CSSObject = { margin: `0 0 ${space.xl}`, padding: space.lg, borderRadius: radii.md, background: colors.tint, color: colors.text, fontWeight: 600 };

/**
 * A list's note for when its code could not load and the address asked for more than the page shows (a category,
 * ?pagina=): written hidden beside the list's island (its `fallback`) and shown by the page script
 * (src/site/browser/island-fallbacks.ts), in the block's words.
 */
export function ListNote({ text }: { text: string }) {
  return <p css={note}>{text}</p>;
}
