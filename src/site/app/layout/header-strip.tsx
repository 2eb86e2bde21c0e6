import type { CSSObject } from "@emotion/react";
import { Clock, MapPin, Phone } from "lucide-react";
import { compactServiceTimes, shortAddress } from "@/site/data/site-selectors";
import { useSite } from "@/site/data/site-context";
import { useMainChurch } from "@/site/data/church-context";
import { useWords } from "@/site/data/words-context";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { telHref } from "@/lib/phone";
import { theme } from "@/site/theme/theme";
import { HeaderSearch } from "./header-search";

const { colors, fontSizes, layout, space, mq } = theme;

const bar: CSSObject = { background: colors.brandDeep, color: colors.onBrandSoft, fontSize: fontSizes.xs };
const inner: CSSObject = {
  maxWidth: layout.maxWidth,
  marginInline: "auto",
  paddingInline: space.gutter,
  display: "flex",
  flexWrap: "nowrap",
  overflow: "hidden",
  whiteSpace: "nowrap",
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: space.lg,
  height: layout.stripHeight,
};
// Icons keep their size when the strip is full (a church with more service times than a phone's width holds).
const item: CSSObject = { display: "inline-flex", alignItems: "center", gap: "0.375rem", minHeight: 28, "& > svg": { flexShrink: 0 } };
/** The service times give way last: cut with "…" where the phone's width ends (the footer lists them whole). */
const timesItem: CSSObject = { ...item, minWidth: 0 };
const timesText: CSSObject = { overflow: "hidden", textOverflow: "ellipsis" };
const phoneLink: CSSObject = { ...item, color: colors.onBrand, textDecoration: "none", fontWeight: 600, "&:hover": { textDecoration: "underline" } };
const addressItem: CSSObject = { ...item, display: "none", [mq.md]: { display: "inline-flex" } };

/** Thin band above the header with the three facts visitors look for first (spec §1), and the search where the menu fills the bar. */
export function HeaderStrip() {
  const site = useSite();
  const sede = useMainChurch();
  const { contacts } = useWords();
  return (
    <div css={bar}>
      <div css={inner}>
        <a href={telHref(site.contact.phone)} css={phoneLink} aria-label={`${contacts.phoneLabel} ${site.contact.phone}`}>
          <Phone size={14} aria-hidden />
          {site.contact.phone}
        </a>
        {sede && (
          <>
            <span css={addressItem}>
              <MapPin size={14} aria-hidden />
              {shortAddress(sede.address)}
            </span>
            <span css={timesItem}>
              <Clock size={14} aria-hidden />
              <span css={timesText}>
                <span css={visuallyHidden}>{`${contacts.servicesHeading}: `}</span>
                {compactServiceTimes(sede.serviceTimes ?? [])}
              </span>
            </span>
          </>
        )}
        <HeaderSearch place="strip" />
      </div>
    </div>
  );
}
