import { createContext, useContext, type ReactNode } from "react";
import type { CSSObject } from "@emotion/react";
import { Search } from "lucide-react";
import { withBase } from "@/lib/base-path";
import type { SearchControl } from "@/lib/search/search-data";
import { theme } from "@/site/theme/theme";
import { useFullNavMinWidth } from "./nav-layout";

const { colors } = theme;

/** The header's search, from the page that holds the search block (none without one), worked out by the build. */
const SearchControlContext = createContext<SearchControl | undefined>(undefined);

export function SearchControlProvider({ control, children }: { control: SearchControl | undefined; children: ReactNode }) {
  return <SearchControlContext value={control}>{children}</SearchControlContext>;
}

export function useSearchControl(): SearchControl | undefined {
  return useContext(SearchControlContext);
}

const barButton: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  border: `2px solid ${colors.heading}`,
  borderRadius: 999,
  background: colors.bg,
  color: colors.heading,
  cursor: "pointer",
};
const stripButton: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  gap: "0.375rem",
  minHeight: 28,
  padding: "0 0.25rem",
  border: 0,
  background: "transparent",
  color: colors.onBrand,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  "&:hover": { textDecoration: "underline" },
};

/**
 * An ordinary search form whose button leads to the search page (without JavaScript: the list of everything
 * on the site). With JavaScript the page script opens the search panel instead, and fetches its code only when
 * the visitor shows intent: pointer down, focus, or "/" (src/site/browser/search-intent.ts); the panel's field and
 * close button take their words from the data attributes (src/site/browser/search-panel.ts). The field travels
 * hidden so the address is the search page's own (/busca?q=). Where the whole menu fits on the bar the button
 * sits in the strip above it, labelled, so the menu keeps its room (nav-fit.ts); elsewhere it is an icon on the
 * bar, beside the menu button. One of the two shows at a time.
 */
export function HeaderSearch({ place }: { place: "strip" | "bar" }) {
  const control = useSearchControl();
  const fullNav = `@media (min-width: ${useFullNavMinWidth()}px)`;
  if (!control) return null;
  const shown: CSSObject =
    place === "bar" ? { display: "flex", flexShrink: 0, [fullNav]: { display: "none" } } : { display: "none", [fullNav]: { display: "flex" } };
  return (
    <form role="search" action={withBase(control.route)} method="get" aria-label={control.label} css={shown} data-search-form="">
      <input type="search" name="q" hidden defaultValue="" />
      <button
        type="submit"
        css={place === "bar" ? barButton : stripButton}
        aria-label={place === "bar" ? control.label : undefined}
        aria-keyshortcuts="/"
        data-search-open=""
        data-placeholder={control.placeholder}
        data-close={control.close}
      >
        <Search size={place === "bar" ? 20 : 14} aria-hidden />
        {place === "strip" && control.label}
      </button>
    </form>
  );
}
