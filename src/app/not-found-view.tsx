import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { NOT_FOUND_SLUG } from "@/content/page-payload";
import { PageRoute } from "./page-view";

/** The 404 page is content (site-content/pages/404.json); this only records which address failed. */
export function NotFoundView() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: página não encontrada: ${pathname}`);
  }, [pathname]);
  return <PageRoute slug={NOT_FOUND_SLUG} />;
}
