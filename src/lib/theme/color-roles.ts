/**
 * The colours a church chooses (site.json's `theme.colors`, and `theme.dark` for the dark theme), by what they
 * do on the site. Four are required; the others are worked out from them (scheme-colors.ts) unless the content
 * sets them. Their pt-BR names are what the contrast check's messages call them.
 */
export const COLOR_ROLES = [
  "brand",
  "brandDeep",
  "brandSoft",
  "accent",
  "accentLight",
  "accentText",
  "background",
  "surface",
  "surfaceDeep",
  "heading",
  "text",
  "textSoft",
  "line",
] as const;

export type ColorRole = (typeof COLOR_ROLES)[number];

/** A palette as the content writes it: hex colours by role. */
export type RoleColors = Partial<Record<ColorRole, string>>;

export const ROLE_NAMES: Record<ColorRole, string> = {
  brand: "cor principal",
  brandDeep: "cor principal escura",
  brandSoft: "cor principal suave",
  accent: "cor de destaque",
  accentLight: "destaque claro",
  accentText: "texto de destaque",
  background: "fundo da página",
  surface: "fundo suave",
  surfaceDeep: "fundo suave forte",
  heading: "títulos",
  text: "texto",
  textSoft: "texto secundário",
  line: "linhas",
};
