import { createContext, useContext, type ReactNode } from "react";

const CurrentPath = createContext("/");

/** The route being pre-rendered ("/sobre", "/blog/9"), for the menu's aria-current. */
export function CurrentPathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <CurrentPath value={path}>{children}</CurrentPath>;
}

/**
 * Whether a menu entry is the page shown, or contains it ("Blog" on /blog/9): the current route is
 * marked with aria-current="page" (spec), styled by the menus.
 */
export function useIsCurrent(): (href: string) => boolean {
  const path = useContext(CurrentPath);
  return (href) => (href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`));
}
