import type { ReactNode } from "react";
import { CacheProvider, type EmotionCache } from "@emotion/react";
import createCache from "@emotion/cache";
import type { Site } from "@/types/generated/content";
import { SiteProvider } from "@/content/site-context";
import { ToastProvider } from "@/components/toast/toast-provider";
import { NavLayoutProvider } from "./layout/nav-layout";

/** Server and browser must agree on the Emotion key, or hydration cannot adopt the pre-rendered styles. */
export const EMOTION_KEY = "mc";

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}

interface AppProvidersProps {
  cache: EmotionCache;
  site: Site;
  /** From nav-fit.ts, worked out by the build (or the dev server) from the same site.json. */
  fullNavMinWidth: number;
  children: ReactNode;
}

export function AppProviders({ cache, site, fullNavMinWidth, children }: AppProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <SiteProvider site={site}>
        <NavLayoutProvider fullNavMinWidth={fullNavMinWidth}>
          <ToastProvider>{children}</ToastProvider>
        </NavLayoutProvider>
      </SiteProvider>
    </CacheProvider>
  );
}
