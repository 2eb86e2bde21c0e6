import { HOME_SLUG } from "@/content/page-payload";

/** The address a page file is published at (scripts/content/content-kinds.ts says the same for the build). */
export const pageRoute = (slug: string): string => (slug === HOME_SLUG ? "/" : `/${slug}`);
