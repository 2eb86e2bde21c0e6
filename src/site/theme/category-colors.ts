import type { CSSProperties } from "react";
import type { MinistryColor } from "@/types/generated/content";
import type { TypeColors } from "@/lib/theme/event-type-colors";

/**
 * Colours that tell kinds of things apart and are the same for every church: a ministry's band, the grey of an
 * ended event. An event type's colours are the church's own (site.json's `eventTypes`, src/lib/theme/event-type-colors.ts),
 * and the testimonies' stars follow its palette (the `rating` token, src/lib/theme/scheme-colors.ts).
 */

/**
 * A pair's two colours as custom properties of the element that shows them (`data-tone` on it): the page's one
 * global rule (global-styles.tsx) makes `--tone-bg` the tint and `--tone-ink` the ink, swapped in the dark scheme.
 * One rule for every badge, instead of a dark rule per event type in every page's CSS.
 */
export const toneVars = ({ background, ink }: TypeColors) => ({ "--tone-a": background, "--tone-b": ink });

/**
 * The same pair in the element's `style` attribute, where the colours differ from one element to the next (each event
 * its type's): the element's rules stay one class for all of them, instead of a copy of the card's and the badge's
 * whole CSS per type in the page (0.4 KB of a busy month's agenda, compressed).
 */
export const toneStyle = (colors: TypeColors) => toneVars(colors) as CSSProperties;

/** Grey for the "Encerrado" label, and for a type site.json no longer lists (page data cached from before a rename). */
export const neutralBadgeColors: TypeColors = { background: "#eceef1", ink: "#3e4450" };

type MinistryPalette = { band: string; text: string };

/**
 * Editors choose a ministry's colour by name (ministry.schema.json); this is the band each name draws, in both
 * schemes. They are colours, not any church's vocabulary: a band and its text do not depend on the palette, so
 * both ends of every gradient are held to WCAG AA (4.5:1) against the text once, by tests/unit/render/collection-block-helpers.test.ts,
 * rather than per church: the title stays readable wherever it wraps. Gold is too light for white text, so it
 * carries a near-black navy instead.
 */
export const ministryPalettes = {
  azul: { band: "linear-gradient(135deg, #1e3a6e 0%, #2a67a8 100%)", text: "#ffffff" }, // 5.8:1
  dourado: { band: "linear-gradient(135deg, #f0c75e 0%, #d4a72c 100%)", text: "#0b1428" }, // 8.2:1
  vinho: { band: "linear-gradient(135deg, #6d1f3a 0%, #a3405f 100%)", text: "#ffffff" }, // 6.1:1
  verde: { band: "linear-gradient(135deg, #2f5d2a 0%, #3b7a35 100%)", text: "#ffffff" }, // 5.2:1
  roxo: { band: "linear-gradient(135deg, #3b1f6e 0%, #7a4fc4 100%)", text: "#ffffff" }, // 5.6:1
  terracota: { band: "linear-gradient(135deg, #8a3b1e 0%, #a84a22 100%)", text: "#ffffff" }, // 5.7:1
} satisfies Record<MinistryColor, MinistryPalette>;
