import type { CSSObject } from "@emotion/react";
import { Outlet, useNavigation } from "react-router-dom";
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
  // Spec: a post shows "Carregando..." while its data arrives during client navigation.
  const navigation = useNavigation();
  const loadingPost = navigation.state === "loading" && /^\/blog\/[^/]+$/.test(navigation.location.pathname);
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} css={main}>
        {loadingPost ? <PageLoading /> : <Outlet />}
      </main>
      <SiteFooter />
      <FloatingActions />
    </>
  );
}
