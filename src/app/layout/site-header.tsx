import { useState } from "react";
import type { CSSObject } from "@emotion/react";
import { Menu } from "lucide-react";
import { Link } from "react-router-dom";
import { BrandMark } from "@/components/brand-mark";
import { buttonStyles } from "@/components/button-styles";
import { SmartLink } from "@/components/smart-link";
import { useSite } from "@/content/site-context";
import { theme } from "@/theme/theme";
import { HeaderStrip } from "./header-strip";
import { MainNav } from "./main-nav";
import { NavDrawer } from "./nav-drawer";

const { colors, fonts, layout, space, shadows, mq } = theme;

// Brand, the eight links and the visit button need about 1,100 px of content width: the full nav starts
// where the bar has that much, and the drawer serves every narrower screen.
const fullNav = "@media (min-width: 1200px)";

// The strip scrolls away and the bar stays: sticking at minus the strip height does both with one element.
const header: CSSObject = { position: "sticky", top: `calc(-1 * ${layout.stripHeight})`, zIndex: 40, background: colors.white, boxShadow: shadows.card };
const bar: CSSObject = {
  maxWidth: layout.maxWidth,
  marginInline: "auto",
  paddingInline: space.gutter,
  minHeight: layout.headerHeight,
  display: "flex",
  alignItems: "center",
  gap: space.md,
};
// The brand never shrinks or wraps: if the row ever runs out of room, the test of the header sees the overflow.
const brand: CSSObject = { display: "inline-flex", flexShrink: 0, alignItems: "center", gap: "0.625rem", marginRight: "auto", color: colors.navy, textDecoration: "none", "& > svg": { flexShrink: 0 } };
const brandName: CSSObject = { fontFamily: fonts.heading, fontWeight: 700, fontSize: "1.25rem", lineHeight: 1.1, whiteSpace: "nowrap" };
// Beside the full nav there is no room for the tagline, even at the widest (the bar keeps a fixed width).
const brandTagline: CSSObject = { display: "block", whiteSpace: "nowrap", [fullNav]: { display: "none" }, fontSize: "0.75rem", color: colors.inkSoft, fontFamily: fonts.body, fontWeight: 500 };
const desktopOnly: CSSObject = { display: "none", [fullNav]: { display: "block" } };
const visitButton: CSSObject = { ...buttonStyles.primario, display: "none", whiteSpace: "nowrap", minHeight: 44, padding: "0.5rem 1.125rem", [mq.sm]: { display: "inline-flex" } };
const menuButton: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  minHeight: 44,
  padding: "0 0.875rem",
  border: `2px solid ${colors.navy}`,
  borderRadius: 999,
  background: colors.white,
  color: colors.navy,
  fontWeight: 600,
  cursor: "pointer",
  [fullNav]: { display: "none" },
};

/** Sticky header: brand, the eight routes (drawer below 1200 px) and the visit call. */
export function SiteHeader() {
  const site = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header css={header} data-no-js-static>
      <HeaderStrip />
      {/* Without JavaScript the nav shows below the brand as wrapping links (index.html). */}
      <div css={bar} data-no-js-wrap>
        <Link to="/" css={brand} aria-label={`${site.name}, página inicial`}>
          <BrandMark />
          <span css={brandName}>
            {site.shortName}
            <span css={brandTagline}>{site.tagline}</span>
          </span>
        </Link>
        <div css={desktopOnly} data-no-js-show>
          <MainNav />
        </div>
        <SmartLink href={site.headerAction.href} css={visitButton}>
          {site.headerAction.label}
        </SmartLink>
        <button
          type="button"
          css={menuButton}
          data-requires-js
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls="menu-celular"
          onClick={() => setMenuOpen(true)}
        >
          <Menu size={20} aria-hidden />
          Menu
        </button>
      </div>
      <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
