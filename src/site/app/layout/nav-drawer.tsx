import type { CSSObject } from "@emotion/react";
import { X } from "lucide-react";
import { SmartLink } from "@/site/components/smart-link";
import { buttonStyles } from "@/site/components/button-styles";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { theme } from "@/site/theme/theme";
import { translucent } from "@/site/theme/colors";

const { colors, fontSizes, space, shadows, mq } = theme;

const dialog: CSSObject = {
  margin: 0,
  marginLeft: "auto",
  padding: 0,
  border: 0,
  width: "min(22rem, 86vw)",
  maxWidth: "none",
  height: "100dvh",
  maxHeight: "none",
  background: colors.bg,
  color: colors.text,
  boxShadow: shadows.raised,
  "&::backdrop": { background: translucent("scrim", 0.55) },
  "&[open]": { animation: "drawer-in 200ms ease-out" },
  "@keyframes drawer-in": { from: { transform: "translateX(100%)" }, to: { transform: "none" } },
  [mq.reducedMotion]: { "&[open]": { animation: "none" } },
};
const top: CSSObject = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  padding: `${space.md} ${space.lg}`,
  borderBottom: `1px solid ${colors.line}`,
};
const closeButton: CSSObject = {
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  border: 0,
  borderRadius: 999,
  background: colors.tint,
  color: colors.heading,
  cursor: "pointer",
};
const link: CSSObject = {
  display: "flex",
  alignItems: "center",
  minHeight: 48,
  padding: `0 ${space.lg}`,
  color: colors.heading,
  fontWeight: 600,
  fontSize: fontSizes.lg,
  textDecoration: "none",
  borderLeft: "4px solid transparent",
  '&[aria-current="page"]': { borderLeftColor: colors.accent, background: colors.tint },
};
/** Styled from the list: its links are the header menu's own, copied in without their classes. */
const list: CSSObject = { listStyle: "none", margin: 0, padding: `${space.sm} 0`, "& a": link };

export const DRAWER_ID = "menu-celular";

/**
 * The phone menu (spec: a right-side drawer), in every page's HTML and closed until the Menu button
 * opens it: src/site/browser/drawer.ts gives it its behaviour (modal, Escape, focus kept inside, closes on a link).
 * Its links are the header menu's (main-nav.tsx), which the script copies in when the drawer first opens: the menu
 * needs JavaScript anyway, and the page carries the site's links once (0.15 KB of every page, compressed).
 */
export function NavDrawer() {
  const site = useSite();
  const { navigation } = useWords();
  return (
    <dialog id={DRAWER_ID} aria-label={navigation.menuButton} css={dialog}>
      <div css={top}>
        <span css={{ fontWeight: 700, color: colors.heading }}>{navigation.menuButton}</span>
        <button type="button" css={closeButton} data-drawer-close="" aria-label={navigation.closeMenu}>
          <X size={22} aria-hidden />
        </button>
      </div>
      <nav aria-label={navigation.phoneMenu}>
        <ul css={list} data-drawer-links="" />
      </nav>
      <div css={{ padding: space.lg }}>
        <SmartLink href={site.headerAction.href} css={[buttonStyles.primario, { width: "100%" }]}>
          {site.headerAction.label}
        </SmartLink>
      </div>
    </dialog>
  );
}
