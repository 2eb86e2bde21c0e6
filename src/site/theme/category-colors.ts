import type { EventType, MinistryColor } from "@/types/generated/content";

/**
 * Colours that tell kinds of things apart, the same for every church: an event's type, a ministry's band, a
 * testimony's stars. They are not the palette (site.json's theme), so they are written here, checked once
 * (tests/unit/theme/category-colors.test.ts) rather than per church.
 */

export interface TypeColors {
  /** Badge background, a pale tint. */
  background: string;
  /** Badge text: at least 6.5:1 on the tint and 7.5:1 on white (WCAG AA with room). */
  ink: string;
}

/**
 * Each of the spec's nine event types has its own colour (§3); `satisfies` fails the build if one is missing.
 * In the dark scheme a badge swaps its two colours (the ink as background, the tint as text): the same contrast,
 * and a deep tint that sits on the dark page (toneVars).
 */
export const eventTypeColors = {
  "Culto Regular": { background: "#e4eaf6", ink: "#1f3a6e" },
  "Evento Especial": { background: "#fbefcf", ink: "#6b4b00" },
  Acampamento: { background: "#e0f0e3", ink: "#1d5a2b" },
  Seminário: { background: "#d9eff1", ink: "#0c5561" },
  Cerimônia: { background: "#eee4f6", ink: "#5a2b7a" },
  Confraternização: { background: "#fde6d6", ink: "#8a3a0c" },
  "Mês de Missão": { background: "#f9dfdf", ink: "#8a1c2a" },
  "Direção de Ministério": { background: "#e3e6fb", ink: "#333b99" },
  "Encontro Especial": { background: "#fbe2ee", ink: "#881e51" },
} satisfies Record<EventType, TypeColors>;

/**
 * A pair's two colours as custom properties of the element that shows them (`data-tone` on it): the page's one
 * global rule (global-styles.tsx) makes `--tone-bg` the tint and `--tone-ink` the ink, swapped in the dark scheme.
 * One rule for every badge, instead of a dark rule per event type in every page's CSS.
 */
export const toneVars = ({ background, ink }: TypeColors) => ({ "--tone-a": background, "--tone-b": ink });

/** Grey for anything else (spec §3), e.g. page data cached from before a type was renamed; also the "Encerrado" label. */
export const neutralBadgeColors: TypeColors = { background: "#eceef1", ink: "#3e4450" };

type MinistryPalette = { band: string; text: string };

/**
 * Editors choose a ministry's colour by name (ministry.schema.json); this is the band each name draws, in both
 * schemes. Both ends of every gradient were checked against its text colour for WCAG AA (4.5:1), so the title
 * stays readable wherever it wraps: the lighter end's ratio is noted beside each entry. Gold is too light for
 * white text, so it carries a near-black navy instead.
 */
export const ministryPalettes = {
  azul: { band: "linear-gradient(135deg, #1e3a6e 0%, #2a67a8 100%)", text: "#ffffff" }, // 5.8:1
  dourado: { band: "linear-gradient(135deg, #f0c75e 0%, #d4a72c 100%)", text: "#0b1428" }, // 8.2:1
  vinho: { band: "linear-gradient(135deg, #6d1f3a 0%, #a3405f 100%)", text: "#ffffff" }, // 6.1:1
  verde: { band: "linear-gradient(135deg, #2f5d2a 0%, #3b7a35 100%)", text: "#ffffff" }, // 5.2:1
  roxo: { band: "linear-gradient(135deg, #3b1f6e 0%, #7a4fc4 100%)", text: "#ffffff" }, // 5.6:1
  terracota: { band: "linear-gradient(135deg, #8a3b1e 0%, #a84a22 100%)", text: "#ffffff" }, // 5.7:1
} satisfies Record<MinistryColor, MinistryPalette>;

/** A testimony's stars are the rating itself, so they need 3:1 on the card (WCAG 1.4.11): 3.3:1 on white, more on the dark card. */
export const ratingStarColor = "#b8860b";
