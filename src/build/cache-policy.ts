/**
 * How long browsers may keep each kind of file, written once for dist/_headers (Netlify, Cloudflare
 * Pages) and the local server. Scripts, styles and fonts have a content hash in their name, so a new
 * build never reuses a name: a year, immutable. Images keep their names across builds (an editor may
 * replace a photo), so a week, revalidated with ETag afterwards. Everything else, HTML first, keeps the
 * hosts' own default: revalidated on every visit (the browser still reuses its copy after a 304).
 */
/** Files whose name holds their content's hash: a new build never reuses a name. */
export const HASHED_FILES_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const CACHE_RULES: readonly { path: string; cacheControl: string }[] = [
  { path: "/assets/*", cacheControl: HASHED_FILES_CACHE_CONTROL },
  { path: "/images/*", cacheControl: "public, max-age=604800" },
];

/** For any file no rule names (pages, data, feeds, calendars): what Cloudflare Pages and Netlify send by default. */
export const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";
