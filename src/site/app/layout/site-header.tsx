import { useMemo } from "react";
import type { CSSObject } from "@emotion/react";
import { Menu } from "lucide-react";
import { BrandMark } from "@/site/components/brand-mark";
import { buttonStyles } from "@/site/components/button-styles";
import { SmartLink } from "@/site/components/smart-link";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { withBase } from "@/lib/base-path";
import { theme } from "@/site/theme/theme";
import { HeaderSearch, useSearchControl } from "./header-search";
import { HeaderStrip } from "./header-strip";
import { MainNav } from "./main-nav";
import { useFullNavMinWidth } from "./nav-layout";
import { DRAWER_ID, NavDrawer } from "./nav-drawer";

const { colors, fonts, layout, space, shadows, mq } = theme;

// The strip scrolls away and the bar stays: sticking at minus the strip height does both with one element.
const header: CSSObject = { position: "sticky", top: `calc(-1 * ${layout.stripHeight})`, zIndex: 40, background: colors.bg, boxShadow: shadows.card };
// The brand never shrinks or wraps: if the row ever runs out of room, the test of the header sees the overflow.
const brand: CSSObject = {
  display: "inline-flex",
  flexShrink: 0,
  alignItems: "center",
  gap: "0.625rem",
  marginRight: "auto",
  color: colors.heading,
  textDecoration: "none",
};
const brandName: CSSObject = { fontFamily: fonts.heading, fontWeight: 700, fontSize: "1.25rem", lineHeight: 1.1, whiteSpace: "nowrap" };
const visitButton: CSSObject = {
  ...buttonStyles.primario,
  display: "none",
  whiteSpace: "nowrap",
  minHeight: 44,
  padding: "0.5rem 1.125rem",
  [mq.sm]: { display: "inline-flex" },
};
const menuButtonBase: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  minHeight: 44,
  padding: "0 0.875rem",
  border: `2px solid ${colors.heading}`,
  borderRadius: 999,
  background: colors.bg,
  color: colors.heading,
  fontWeight: 600,
  cursor: "pointer",
};

/**
 * The styles that switch between the full menu and the drawer. The switch comes from site.json's
 * menu (nav-fit.ts): the whole row shows only from the width where it fits, and a longer menu may
 * widen the bar past the page's 1200 px on screens that have the room.
 */
function switchStyles(minWidth: number) {
  const fullNav = `@media (min-width: ${minWidth}px)`;
  return {
    bar: {
      // The page's width, unless the full menu needs more where it shows.
      maxWidth: layout.maxWidth,
      [fullNav]: { maxWidth: `max(${layout.maxWidth}, ${minWidth}px)` },
      marginInline: "auto",
      paddingInline: space.gutter,
      minHeight: layout.headerHeight,
      display: "flex",
      alignItems: "center",
      gap: space.md,
    },
    // Beside the full nav there is no room for the tagline.
    brandTagline: {
      display: "block",
      whiteSpace: "nowrap",
      [fullNav]: { display: "none" },
      fontSize: "0.75rem",
      color: colors.textSoft,
      fontFamily: fonts.body,
      fontWeight: 500,
    },
    desktopOnly: { display: "none", [fullNav]: { display: "block" } },
    menuButton: { ...menuButtonBase, [fullNav]: { display: "none" } },
  } satisfies Record<string, CSSObject>;
}

/**
 * With the search button beside it, the menu button of a narrow phone shows its icon alone (its name stays for
 * screen readers): brand, search and menu then fit 360 px.
 */
const NARROW_PHONE = "@media (max-width: 429px)";
const compactMenuButton: CSSObject = { [NARROW_PHONE]: { width: 44, padding: 0, justifyContent: "center" } };
const compactMenuLabel: CSSObject = {
  [NARROW_PHONE]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
};
const compactBar: CSSObject = { [NARROW_PHONE]: { gap: "0.5rem" } };

/** Sticky header: brand, site.json's menu (a drawer where it does not fit on one row), the visit call and the search button. */
export function SiteHeader() {
  const site = useSite();
  const { navigation } = useWords();
  const minWidth = useFullNavMinWidth();
  const s = useMemo(() => switchStyles(minWidth), [minWidth]);
  const compact = Boolean(useSearchControl());
  return (
    <header css={header} data-no-js-static>
      <HeaderStrip />
      {/* Without JavaScript the nav shows below the brand as wrapping links (index.html). */}
      <div css={[s.bar, compact && compactBar]} data-no-js-wrap>
        {/* Its name is what it shows, then where it leads (WCAG 2.5.3: a speech user says the words they see). */}
        <a href={withBase("/")} css={brand}>
          <BrandMark />
          <span css={brandName}>
            {site.shortName}
            <span css={s.brandTagline}>{site.tagline}</span>
            <span css={visuallyHidden}>, {navigation.homeLink}</span>
          </span>
        </a>
        <div css={s.desktopOnly} data-no-js-show>
          <MainNav />
        </div>
        <SmartLink href={site.headerAction.href} css={visitButton}>
          {site.headerAction.label}
        </SmartLink>
        <HeaderSearch place="bar" />
        <button
          type="button"
          css={[s.menuButton, compact && compactMenuButton]}
          data-requires-js
          aria-haspopup="dialog"
          aria-expanded="false"
          aria-controls={DRAWER_ID}
          data-drawer-open=""
        >
          <Menu size={20} aria-hidden />
          <span css={compact ? compactMenuLabel : undefined}>{navigation.menuButton}</span>
        </button>
      </div>
      <NavDrawer />
    </header>
  );
}
