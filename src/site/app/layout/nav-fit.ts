import type { Site } from "@/types/generated/content";
import { FULL_NAV_FLOOR } from "./nav-floor";
import { textWidth } from "./text-widths";

/**
 * From which screen width the header shows the whole menu on one row, worked out from site.json
 * alone so the pre-rendered page and the live one agree (no shift at hydration). Build-time only:
 * the app receives the result (nav-layout.tsx). No React here: tests and the build import it in Node. The pixel figures
 * are the header's own styles (site-header.tsx, main-nav.tsx, button-styles.ts at 1 rem = 16 px).
 */

const GUTTER = 32; // space.gutter at these widths, on each side of the bar
const BAR_GAP = 16; // between brand, menu and visit button
const BRAND_MARK = 40 + 10; // the mark and the gap before the name
const BRAND_FONT_PX = 20;
const LINK_FONT_PX = 15;
const LINK_PADDING = 14; // 0.4375 rem on each side
const LINK_GAP = 2;
const BUTTON_FONT_PX = 16;
const BUTTON_PADDING = 36 + 4; // 1.125 rem on each side, plus the 2 px border
const SAFETY = 8; // sub-pixel rounding

/** The width the bar's content needs for brand, every menu entry and the visit button on one row. */
export function fullNavContentWidth(site: Pick<Site, "shortName" | "nav" | "headerAction">): number {
  const brand = BRAND_MARK + textWidth(site.shortName, "playfair700", BRAND_FONT_PX);
  const links = site.nav.reduce((sum, item) => sum + textWidth(item.label, "inter600", LINK_FONT_PX) + LINK_PADDING, 0);
  const menu = links + LINK_GAP * Math.max(0, site.nav.length - 1);
  const visit = textWidth(site.headerAction.label, "inter600", BUTTON_FONT_PX) + BUTTON_PADDING;
  return brand + menu + visit + 2 * BAR_GAP + SAFETY;
}

/**
 * The screen width (and the bar's maximum width) at which the full menu shows. A longer menu widens
 * the bar beyond the page's 1200 px on screens that have the room, and keeps the drawer on the others.
 */
export function fullNavMinWidth(site: Pick<Site, "shortName" | "nav" | "headerAction">): number {
  return Math.max(FULL_NAV_FLOOR, Math.ceil(fullNavContentWidth(site) + 2 * GUTTER));
}
