import type { CSSObject } from "@emotion/react";
import { withBase } from "@/lib/base-path";
import { useSite } from "@/site/data/site-context";

const mark: CSSObject = { flexShrink: 0, objectFit: "contain" };

/**
 * The church's mark (site.json's theme.mark) in a square beside its name: decorative there, the name beside it
 * says whose it is. The build puts an SVG mark inside the page (src/build/brand-mark.ts), so it costs no request.
 */
export function BrandMark({ size = 40 }: { size?: number }) {
  const { src } = useSite().theme.mark;
  return <img src={src.startsWith("data:") ? src : withBase(src)} width={size} height={size} alt="" css={mark} />;
}
