/** Provided by scripts/vite-content-plugin.ts from site-content/ through the content pipeline. */
declare module "virtual:site-content" {
  import type { Site } from "@/types/generated/content";
  import type { PageRouteEntry } from "@/content/page-payload";
  export const site: Site;
  export const pageRoutes: PageRouteEntry[];
  /** From src/app/layout/nav-fit.ts: where the full menu starts to show. */
  export const fullNavMinWidth: number;
}
