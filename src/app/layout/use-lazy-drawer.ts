import { lazy, useEffect, useState } from "react";

/** The phone menu's code: not part of any page's first load, fetched when the menu can be used. */
export const LazyNavDrawer = lazy(() => import("./nav-drawer").then((module) => ({ default: module.NavDrawer })));

/**
 * Whether to mount the drawer. On a screen where the Menu button shows, it is mounted (closed) once
 * the browser is idle after loading, so a tap opens it at once; elsewhere only when asked for.
 */
export function useLazyDrawer(fullNavMinWidth: number): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!window.matchMedia(`(max-width: ${fullNavMinWidth - 0.02}px)`).matches) return;
    const want = () => setWanted(true);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(want, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(want, 200);
    return () => clearTimeout(id);
  }, [fullNavMinWidth]);
  return [wanted, () => setWanted(true)];
}
