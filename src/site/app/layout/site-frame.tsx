import type { ReactNode } from "react";
import type { CSSObject } from "@emotion/react";
import { ToastRegion } from "@/site/components/toast/toast-region";
import { FloatingActions } from "./floating-actions";
import { GlobalStyles } from "./global-styles";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

const main: CSSObject = { display: "block", minHeight: "60vh", outline: "none" };

/** The shared frame around every page (spec §1–2): header, main content, footer, floating buttons, toasts. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} css={main}>
        {children}
      </main>
      <SiteFooter />
      <FloatingActions />
      <ToastRegion />
    </>
  );
}
