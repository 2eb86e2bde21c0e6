import type { CSSObject } from "@emotion/react";
import { ArrowUp } from "lucide-react";
import { WhatsAppIcon } from "@/site/components/brand-icons";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { whatsappHref } from "@/lib/whatsapp";
import { theme } from "@/site/theme/theme";

const { colors, shadows, fontSizes, radii } = theme;

const stack: CSSObject = {
  position: "fixed",
  right: "max(1rem, env(safe-area-inset-right))",
  bottom: "max(1rem, env(safe-area-inset-bottom))",
  zIndex: 30,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: "0.75rem",
};
const round: CSSObject = { display: "grid", placeItems: "center", borderRadius: "50%", boxShadow: shadows.float, border: 0, cursor: "pointer" };
const topButton: CSSObject = { ...round, width: 48, height: 48, background: colors.brand, color: colors.onBrand };
const whatsapp: CSSObject = {
  ...round,
  position: "relative",
  width: 56,
  height: 56,
  background: colors.whatsapp,
  color: colors.onBrand,
  "&:hover > span, &:focus-visible > span": { opacity: 1, transform: "translateY(-50%)" },
};
const tooltip: CSSObject = {
  position: "absolute",
  right: "calc(100% + 0.75rem)",
  top: "50%",
  transform: "translate(0.25rem, -50%)",
  opacity: 0,
  pointerEvents: "none",
  whiteSpace: "nowrap",
  padding: "0.375rem 0.75rem",
  borderRadius: radii.sm,
  background: colors.brandDeep,
  color: colors.onBrand,
  fontSize: fontSizes.sm,
  fontWeight: 600,
  transition: "opacity 150ms ease, transform 150ms ease",
};

/** The two floating buttons, stacked bottom-right so they never overlap each other. */
export function FloatingActions() {
  const site = useSite();
  const { footer, contacts, newTabs } = useWords();
  return (
    <div css={stack}>
      {/* Shown past 300 px of scrolling by src/site/browser/back-to-top.ts (spec §9); without JavaScript it stays hidden. */}
      <button type="button" css={topButton} aria-label={footer.backToTop} title={footer.backToTop} data-back-to-top="" hidden>
        <ArrowUp size={22} aria-hidden />
      </button>
      <a
        href={whatsappHref(site.contact.whatsapp, site.whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        css={whatsapp}
        aria-label={`${contacts.whatsappButton} ${newTabs.newTab}`}
      >
        <WhatsAppIcon size={30} keepInline />
        <span css={tooltip} aria-hidden="true">
          {contacts.whatsappButton}
        </span>
      </a>
    </div>
  );
}
