import createCache, { type EmotionCache } from "@emotion/cache";

/** Server and browser must agree on the Emotion key, or an island cannot adopt the pre-rendered styles. */
export const EMOTION_KEY = "mc";

/**
 * No vendor prefixes (Emotion's default plugin): every browser the site supports reads flexbox, transforms,
 * transitions and sticky without them, and they were a tenth of each page's HTML, parsed before its first paint.
 * The few prefixed properties a browser still needs are written in the styles themselves (global-styles.tsx).
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, stylisPlugins: [] });
}
