import { createContext, useContext, type ReactNode } from "react";
import type { CSSObject } from "@emotion/react";
import { Search } from "lucide-react";
import { withBase } from "@/lib/base-path";
import type { SearchControl } from "@/lib/search/search-data";
import { theme } from "@/site/theme/theme";

const { colors } = theme;

/** The header's search, from the page that holds the search block (none without one), worked out by the build. */
const SearchControlContext = createContext<SearchControl | undefined>(undefined);

export function SearchControlProvider({ control, children }: { control: SearchControl | undefined; children: ReactNode }) {
  return <SearchControlContext value={control}>{children}</SearchControlContext>;
}

export function useSearchControl(): SearchControl | undefined {
  return useContext(SearchControlContext);
}

/** The button's width in the bar (nav-fit.ts counts it): 44 px, a finger's width. */
export const SEARCH_BUTTON_SIZE = 44;

const button: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: SEARCH_BUTTON_SIZE,
  height: SEARCH_BUTTON_SIZE,
  border: `2px solid ${colors.navy}`,
  borderRadius: 999,
  background: colors.white,
  color: colors.navy,
  cursor: "pointer",
};

/**
 * An ordinary search form whose button leads to the search page (without JavaScript: the list of everything
 * on the site). With JavaScript, the page script opens the search panel instead, and fetches its code only
 * when the visitor shows intent: pointer down on the button, focus, or "/" (src/site/browser/search-intent.ts).
 * The field travels hidden so the address is the search page's own (/busca?q=).
 */
export function HeaderSearch() {
  const control = useSearchControl();
  if (!control) return null;
  return (
    <form role="search" action={withBase(control.route)} method="get" aria-label={control.label} css={{ display: "flex", flexShrink: 0 }} data-search-form="">
      <input type="search" name="q" hidden defaultValue="" />
      <button type="submit" css={button} aria-label={control.label} aria-keyshortcuts="/" data-search-open="" data-placeholder={control.placeholder}>
        <Search size={20} aria-hidden />
      </button>
    </form>
  );
}
