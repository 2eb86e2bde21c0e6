import type { MinistryColor } from "@/types/generated/content";
import { colors } from "@/site/theme/colors";

type MinistryPalette = { band: string; text: string };

/**
 * Editors choose a colour by name (ministry.schema.json); this is the band each name draws.
 * Both ends of every gradient were checked against its text colour for WCAG AA (4.5:1), so the
 * title stays readable wherever it wraps: the lighter end's ratio is noted beside each entry.
 * Gold is too light for white text, so it carries navy text instead.
 */
export const ministryPalettes = {
  azul: { band: "linear-gradient(135deg, #1e3a6e 0%, #2a67a8 100%)", text: colors.white }, // 5.8:1
  dourado: { band: "linear-gradient(135deg, #f0c75e 0%, #d4a72c 100%)", text: colors.navyDeep }, // 8.2:1
  vinho: { band: "linear-gradient(135deg, #6d1f3a 0%, #a3405f 100%)", text: colors.white }, // 6.1:1
  verde: { band: "linear-gradient(135deg, #2f5d2a 0%, #3b7a35 100%)", text: colors.white }, // 5.2:1
  roxo: { band: "linear-gradient(135deg, #3b1f6e 0%, #7a4fc4 100%)", text: colors.white }, // 5.6:1
  terracota: { band: "linear-gradient(135deg, #8a3b1e 0%, #a84a22 100%)", text: colors.white }, // 5.7:1
} satisfies Record<MinistryColor, MinistryPalette>;
