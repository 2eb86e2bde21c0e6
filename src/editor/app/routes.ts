import { HOME_SLUG } from "@/site/data/page-payload";

/** The address a page file is published at (src/engine/core/kinds/content-kinds.ts says the same for the build). */
export const pageRoute = (slug: string): string => (slug === HOME_SLUG ? "/" : `/${slug}`);
