import type { CSSObject } from "@emotion/react";
import { withBase } from "@/lib/base-path";
import { useSite } from "@/site/data/site-context";

/** One rule for every mark on the page: its address is written once, in the head's CSS. */
const markOf = (url: string): CSSObject => ({
  display: "block",
  flexShrink: 0,
  background: `url("${url}") center / contain no-repeat`,
  // Printed too: a browser leaves backgrounds out of print unless told otherwise.
  printColorAdjust: "exact",
  WebkitPrintColorAdjust: "exact",
});

/**
 * The church's mark (site.json's theme.mark) in a square beside its name: decorative there, the name beside it
 * says whose it is. The build puts an SVG mark inside the page (src/build/brand-mark.ts), so it costs no request;
 * drawn as the square's background, the header and the footer share one copy of it (as two <img>, a long page
 * carried it twice: 0.2 KB compressed, since the footer is past what the compressor remembers of the header).
 */
export function BrandMark({ size = 40 }: { size?: number }) {
  const { src } = useSite().theme.mark;
  return <span aria-hidden="true" data-brand-mark="" css={markOf(src.startsWith("data:") ? src : withBase(src))} style={{ width: size, height: size }} />;
}
