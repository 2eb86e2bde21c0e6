/**
 * The mark of an icon drawn on the first screen from below the page's first section (the fixed WhatsApp button):
 * the build keeps its drawing in the page instead of the site's icon sprite (src/build/icon-sprite.ts), then takes
 * the mark out.
 */
export const KEEP_ICON_INLINE = "data-icon-inline";

/** The props that put the mark on an icon's <svg>. */
export const keepIconInline = { [KEEP_ICON_INLINE]: "" } as const;
