import type { CSSObject } from "@emotion/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { PageLoading } from "../page-loading";
import { FloatingActions } from "./floating-actions";
import { GlobalStyles } from "./global-styles";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import { useScrollOnNavigate } from "./use-scroll-on-navigate";

const main: CSSObject = { display: "block", minHeight: "60vh", outline: "none" };

/** The shared frame around every page (spec §1–2): header, main content, footer, floating buttons. */
export function SiteFrame() {
  useScrollOnNavigate();
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} css={main}>
        {/* Client navigation keeps the current page until the next is ready (the router uses transitions);
            this fallback shows only when nothing is on screen yet (npm run dev's empty shell). */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <FloatingActions />
    </>
  );
}
