import { createContext, useContext, type ReactNode } from "react";
import { FULL_NAV_FLOOR } from "./nav-floor";

/**
 * The screen width from which the header shows the whole menu on one row. It is worked out once
 * per build from site.json (nav-fit.ts, with the fonts' glyph widths) by the build and the dev
 * server, so the browser receives a number instead of the font tables.
 */
const FullNavMinWidth = createContext(FULL_NAV_FLOOR);

export function NavLayoutProvider({ fullNavMinWidth, children }: { fullNavMinWidth: number; children: ReactNode }) {
  return <FullNavMinWidth value={fullNavMinWidth}>{children}</FullNavMinWidth>;
}

export function useFullNavMinWidth(): number {
  return useContext(FullNavMinWidth);
}
