/**
 * Files the build writes itself (no content file behind them). Internal links may point at them,
 * so the link check accepts these paths as they are.
 */
export const GENERATED_PATHS: readonly string[] = ["/agenda.ics", "/blog/rss.xml", "/sitemap.xml", "/robots.txt"];
