import createCache, { type EmotionCache } from "@emotion/cache";

/** Server and browser must agree on the Emotion key, or an island cannot adopt the pre-rendered styles. */
export const EMOTION_KEY = "mc";

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}
