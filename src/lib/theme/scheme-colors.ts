import { mix, toOklch, fromOklch, withLightness } from "../color/oklch";
import { shadeNear, type ContrastNeed } from "../color/shades";
import { normalizeHex, rgbTriplet } from "../color/srgb";
import type { ColorRole, RoleColors } from "./color-roles";
import type { ThemeChannel, ThemeToken } from "./theme-tokens";

/** What site.json says about colours: `theme.colors` (four required roles) and optional `theme.dark`. */
export interface ThemeColorsInput {
  colors: RoleColors & Required<Pick<RoleColors, "brand" | "accent" | "surface" | "text">>;
  dark?: RoleColors;
}

export type SchemeName = "light" | "dark";

/** One token's colour in one scheme, and the content field that decides it (for the contrast check's message). */
export interface SchemeColor {
  hex: string;
  /** The role it comes from; none for the few fixed colours (focus ring, error red…). */
  role?: ColorRole;
  /** True when the content writes this role itself (in this scheme's object); false when it is worked out. */
  written?: boolean;
}

export interface SchemeColors {
  scheme: SchemeName;
  tokens: Record<ThemeToken, SchemeColor>;
  channels: Record<ThemeChannel, string>;
  /** The roles' colours in this scheme, written or worked out. */
  roles: Record<ColorRole, string>;
}

const AA = 4.5;
const on = (against: string[], min = AA): ContrastNeed[] => against.map((hex) => ({ against: hex, min }));

/**
 * The light scheme's roles: what the content writes, the rest worked out from it. The rules make a
 * four-colour palette readable: the accent's text shade is the accent darkened just enough for 4.5:1 on every
 * light surface, the secondary text the text lightened towards the page as far as it still reads.
 */
function lightRoles(written: RoleColors): Record<ColorRole, string> {
  const brand = written.brand as string;
  const accent = written.accent as string;
  const surface = written.surface as string;
  const text = written.text as string;
  const background = written.background ?? "#ffffff";
  const brandL = toOklch(brand).l;
  const accentL = toOklch(accent).l;
  const surfaceLch = toOklch(surface);
  const surfaceDeep = written.surfaceDeep ?? fromOklch({ l: surfaceLch.l - 0.045, c: surfaceLch.c * 1.6 + 0.004, h: surfaceLch.h });
  const lightSurfaces = [background, surface, surfaceDeep];
  return {
    brand,
    brandDeep: written.brandDeep ?? withLightness(brand, brandL * 0.72),
    brandSoft: written.brandSoft ?? withLightness(brand, brandL + 0.08),
    accent,
    accentLight: written.accentLight ?? fromOklch({ ...toOklch(accent), l: accentL + (1 - accentL) * 0.35, c: toOklch(accent).c * 0.8 }),
    accentText: written.accentText ?? shadeNear(accent, Math.min(accentL, 0.5), on(lightSurfaces)),
    background,
    surface,
    surfaceDeep,
    heading: written.heading ?? brand,
    text,
    textSoft: written.textSoft ?? shadeNear(mix(text, background, 0.3), toOklch(mix(text, background, 0.3)).l, on(lightSurfaces)),
    line: written.line ?? mix(surfaceDeep, text, 0.07),
  };
}

/**
 * The dark scheme's roles, from the light ones: the page a very dark shade of the brand's hue (little chroma,
 * so the brand's own bands still stand out on it), the light surface becoming the text, the accent's light
 * shade its text. The brand's bands, the accent and the buttons keep their colours: they were already dark, or
 * meant to be seen on dark. Every role the content writes in `theme.dark` wins.
 */
function darkRoles(light: Record<ColorRole, string>, written: RoleColors): Record<ColorRole, string> {
  const hue = toOklch(light.brand);
  const tone = (l: number, chroma: number) => fromOklch({ l, c: Math.min(hue.c, chroma), h: hue.h });
  const background = written.background ?? tone(0.185, 0.02);
  const surface = written.surface ?? tone(0.215, 0.025);
  const surfaceDeep = written.surfaceDeep ?? tone(0.295, 0.03);
  const darkSurfaces = [background, surface, surfaceDeep, cardOn(background)];
  const text = written.text ?? shadeNear(light.surface, Math.max(toOklch(light.surface).l - 0.04, 0.9), on(darkSurfaces));
  const softStart = mix(text, background, 0.3);
  return {
    ...light,
    brand: written.brand ?? light.brand,
    brandDeep: written.brandDeep ?? light.brandDeep,
    brandSoft: written.brandSoft ?? light.brandSoft,
    accent: written.accent ?? light.accent,
    accentLight: written.accentLight ?? light.accentLight,
    accentText: written.accentText ?? shadeNear(light.accentLight, toOklch(light.accentLight).l, on(darkSurfaces)),
    background,
    surface,
    surfaceDeep,
    heading: written.heading ?? shadeNear(light.surface, Math.max(toOklch(light.surface).l, 0.95), on(darkSurfaces)),
    text,
    textSoft: written.textSoft ?? shadeNear(softStart, toOklch(softStart).l, on(darkSurfaces)),
    line: written.line ?? tone(0.37, 0.03),
  };
}

/** Cards on the dark page are a step lighter than it (on the light page they are the page's white). */
function cardOn(darkBackground: string): string {
  return withLightness(darkBackground, toOklch(darkBackground).l + 0.05);
}

/** Colours that are not the church's: the focus ring, errors, success, WhatsApp's green, per scheme. */
const FIXED: Record<SchemeName, Record<"focus" | "danger" | "dangerBg" | "success" | "whatsapp", string>> = {
  light: { focus: "#1a56db", danger: "#a4262c", dangerBg: "#fff8f8", success: "#1d6b3a", whatsapp: "#1c7c54" },
  dark: { focus: "#8ab4f8", danger: "#ff9b94", dangerBg: "#2e1517", success: "#7fdca4", whatsapp: "#1c7c54" },
};

/**
 * The testimonies' stars are gold for every church, but they are the rating itself (WCAG 1.4.11: 3:1 on the card):
 * on a card of another palette they take the nearest shade of gold that still reads there.
 */
const STAR_GOLD = "#b8860b";
const starsOn = (card: string) => shadeNear(STAR_GOLD, toOklch(STAR_GOLD).l, on([card], 3));

function normalized(colors: RoleColors | undefined): RoleColors {
  return Object.fromEntries(Object.entries(colors ?? {}).map(([role, hex]) => [role, normalizeHex(hex as string)]));
}

/** Both schemes' colours, every token with the role (and whether the content wrote it) it comes from. */
export function schemeColors(theme: ThemeColorsInput): Record<SchemeName, SchemeColors> {
  const writtenLight = normalized(theme.colors);
  const writtenDark = normalized(theme.dark);
  const light = lightRoles(writtenLight);
  const dark = darkRoles(light, writtenDark);
  return {
    light: assemble("light", light, writtenLight, light),
    dark: assemble("dark", dark, writtenDark, light),
  };
}

function assemble(scheme: SchemeName, roles: Record<ColorRole, string>, written: RoleColors, light: Record<ColorRole, string>): SchemeColors {
  const role = (name: ColorRole): SchemeColor => ({ hex: roles[name], role: name, written: written[name] !== undefined });
  const fixed = FIXED[scheme];
  const fixedColor = (hex: string): SchemeColor => ({ hex });
  const tokens: Record<ThemeToken, SchemeColor> = {
    bg: role("background"),
    card: scheme === "light" ? role("background") : { ...role("background"), hex: cardOn(roles.background), written: false },
    tint: role("surface"),
    tintDeep: role("surfaceDeep"),
    line: role("line"),
    text: role("text"),
    textSoft: role("textSoft"),
    // Titles are the brand's colour unless the content names another: then the brand is what to change.
    heading: scheme === "light" && written.heading === undefined ? { ...role("brand"), hex: roles.heading } : role("heading"),
    accentText: role("accentText"),
    brand: role("brand"),
    brandDeep: role("brandDeep"),
    brandSoft: role("brandSoft"),
    onBrand: fixedColor("#ffffff"),
    // The brand's bands are dark in both themes: their soft text is the light theme's deep surface.
    onBrandSoft: { hex: light.surfaceDeep, role: "surfaceDeep", written: scheme === "light" && written.surfaceDeep !== undefined },
    accent: role("accent"),
    accentLight: role("accentLight"),
    onAccent: role("brandDeep"),
    focus: fixedColor(fixed.focus),
    // The ring's halo is the page's colour, so the ring shows on the brand's bands too.
    focusHalo: scheme === "light" ? fixedColor("#ffffff") : role("background"),
    danger: fixedColor(fixed.danger),
    dangerBg: fixedColor(fixed.dangerBg),
    success: fixedColor(fixed.success),
    whatsapp: fixedColor(fixed.whatsapp),
    rating: fixedColor(starsOn(scheme === "light" ? roles.background : cardOn(roles.background))),
  };
  const channels: Record<ThemeChannel, string> = {
    shadow: scheme === "light" ? rgbTriplet(roles.brand) : "0,0,0",
    scrim: rgbTriplet(roles.brandDeep),
    accentGlow: rgbTriplet(roles.accentLight),
  };
  return { scheme, tokens, channels, roles };
}
