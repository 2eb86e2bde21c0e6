import type { ReactNode } from "react";
import { CacheProvider, type EmotionCache } from "@emotion/react";
import createCache from "@emotion/cache";
import type { Site } from "@/types/generated/content";
import { SiteProvider } from "@/content/site-context";
import { ToastProvider } from "@/components/toast/toast-provider";

/** Server and browser must agree on the Emotion key, or hydration cannot adopt the pre-rendered styles. */
export const EMOTION_KEY = "mc";

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}

export function AppProviders({ cache, site, children }: { cache: EmotionCache; site: Site; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <SiteProvider site={site}>
        <ToastProvider>{children}</ToastProvider>
      </SiteProvider>
    </CacheProvider>
  );
}
