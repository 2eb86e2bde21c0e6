import { createContext, useContext, type ReactNode } from "react";
import type { ContentSource } from "@/content/page-payload";
import type { RouteDataStore } from "./route-data-store";

interface RouteDataContextValue {
  store: RouteDataStore;
  /** Where data comes from: fetched JSON in the browser, the build's content when pre-rendering. */
  source: ContentSource;
}

const RouteDataContext = createContext<RouteDataContextValue | null>(null);

export function RouteDataProvider({ store, source, children }: RouteDataContextValue & { children: ReactNode }) {
  return <RouteDataContext value={{ store, source }}>{children}</RouteDataContext>;
}

export function useRouteDataContext(): RouteDataContextValue {
  const value = useContext(RouteDataContext);
  if (!value) throw new Error("useRouteDataContext fora de RouteDataProvider");
  return value;
}
