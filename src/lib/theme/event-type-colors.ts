import { fromOklch, toOklch, withLightness } from "../color/oklch";
import { passes } from "../color/shades";
import { normalizeHex } from "../color/srgb";
import type { SchemeName } from "./scheme-colors";

/**
 * An event type's badge (site.json's `eventTypes`): a pale tint with the type's colour as its text in the light
 * scheme, the two swapped in the dark one (a deep badge on the dark card, the same contrast). One module for the
 * site's badges and the contrast check, so the check reads the very colours a visitor sees.
 */

/** A type as site.json writes it: its colour, and optionally the badge's light background. */
export interface EventTypeInput {
  color: string;
  background?: string;
}

export interface TypeColors {
  /** The badge's background in the light scheme: a pale tint. */
  background: string;
  /** The badge's text in the light scheme, and the card's edge: the type's own colour. */
  ink: string;
}

/** WCAG AA for the badge's text, in both schemes. */
export const BADGE_MIN_CONTRAST = 4.5;

/** How light the worked-out tint is (OKLCH lightness), and how little of the colour's chroma it keeps. */
const TINT_LIGHTNESS = 0.94;
const TINT_CHROMA = 0.035;

/**
 * The badge's background when the content does not write one: a very light shade of the type's hue, made lighter
 * still where the colour needs it to reach 4.5:1. Never darker: a colour too light for any pale tint is the check's
 * to refuse (it offers a darker shade of the colour), not a reason for a dark badge.
 */
export function workedOutTint(color: string): string {
  const { c, h } = toOklch(color);
  const tint = fromOklch({ l: TINT_LIGHTNESS, c: Math.min(c * 0.3, TINT_CHROMA), h });
  const needs = [{ against: color, min: BADGE_MIN_CONTRAST }];
  for (let l = TINT_LIGHTNESS; l <= 1; l += 0.005) {
    const shade = withLightness(tint, l);
    if (passes(shade, needs)) return shade;
  }
  return tint;
}

export function eventTypeColors({ color, background }: EventTypeInput): TypeColors {
  const ink = normalizeHex(color);
  return { ink, background: background ? normalizeHex(background) : workedOutTint(ink) };
}

/** What the badge shows in each scheme: its text on its background (global-styles.tsx swaps them in the dark). */
export function badgeInScheme(colors: TypeColors, scheme: SchemeName): { text: string; background: string } {
  return scheme === "light" ? { text: colors.ink, background: colors.background } : { text: colors.background, background: colors.ink };
}
