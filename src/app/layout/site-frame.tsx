import type { CSSObject } from "@emotion/react";
import { Outlet } from "react-router-dom";
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
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingActions />
    </>
  );
}
