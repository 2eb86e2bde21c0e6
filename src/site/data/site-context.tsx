import { createContext, useContext, type ReactNode } from "react";
import type { Site } from "@/types/generated/content";

const SiteContext = createContext<Site | null>(null);

/** site.json is small and used by every page (header, footer, WhatsApp), so it travels with the app. */
export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite must be used inside <SiteProvider>");
  return site;
}
