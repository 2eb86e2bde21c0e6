import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { scrollBehavior } from "./scroll-behavior";

/**
 * Spec: every route change scrolls to the top. A link with a #fragment ("/contato#visite") goes to
 * that section instead. The first render is left alone so reloads keep the browser's position.
 */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
  }, [pathname, hash]);
}
