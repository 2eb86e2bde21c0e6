import { colors } from "@/site/theme/colors";

export const PENCIL_CLASS = "mc-lapis";
export const BAR_CLASS = "mc-lapis-barra";

/**
 * The pencils' look, added to the page with them (the site's own styles know nothing of them). Each a 44 px round
 * target in a corner of what it edits, in the site's colours, clear of the text under it by its ring and shadow; the
 * bar that turns them off sits bottom-left, clear of the floating buttons bottom-right.
 */
export const PENCIL_CSS = `
.${PENCIL_CLASS} {
  position: absolute; top: 10px; right: 10px; z-index: 5;
  display: inline-flex; align-items: center; justify-content: center;
  width: 44px; height: 44px; box-sizing: border-box; border-radius: 50%;
  background: ${colors.brand}; color: ${colors.onBrand}; border: 2px solid ${colors.onBrand};
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.35); text-decoration: none; touch-action: manipulation;
}
.${PENCIL_CLASS}:hover { background: ${colors.brandSoft}; }
.${PENCIL_CLASS}:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
.${PENCIL_CLASS} svg { width: 22px; height: 22px; }
.${BAR_CLASS} {
  position: fixed; left: max(12px, env(safe-area-inset-left)); bottom: max(12px, env(safe-area-inset-bottom)); z-index: 60;
  display: flex; align-items: center; gap: 8px; padding: 0 16px 0 14px; min-height: 44px; box-sizing: border-box;
  border: 2px solid ${colors.onBrand}; border-radius: 999px; background: ${colors.brand}; color: ${colors.onBrand};
  font: inherit; font-size: 0.95rem; font-weight: 600; line-height: 1.2; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.35); cursor: pointer;
}
.${BAR_CLASS}:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
.${BAR_CLASS} svg { width: 18px; height: 18px; flex: none; }
`;

/** Lucide's "pencil" (the icon set the site uses), drawn with the text's colour. */
export const PENCIL_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"/><path d="m15 5 4 4"/></svg>';
