/** YouTube's privacy-enhanced host: no cookies until the visitor plays (the CSP's frame-src allows only it). */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

const ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video's 11-character id from what editors paste: a bare id, a watch, live, shorts or embed
 * address, or a youtu.be link (the schema's pattern already refused anything else).
 */
export function youtubeId(video: string): string | undefined {
  if (ID.test(video)) return video;
  try {
    const url = new URL(video);
    const candidate = url.hostname === "youtu.be" ? url.pathname.slice(1) : (url.searchParams.get("v") ?? url.pathname.split("/")[2] ?? "");
    return ID.test(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

export const youtubeWatchHref = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** Played at once: the visitor pressed play on the facade to get here. */
export const youtubeEmbedSrc = (id: string) => `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?autoplay=1&rel=0`;

/** What the player's frame may do: play at once (the visitor pressed play), in full screen or a small window. */
export const YOUTUBE_PLAYER_ALLOW = "autoplay; encrypted-media; picture-in-picture; fullscreen";

/**
 * The channel's live page, from its address in the content: "https://www.youtube.com/@handle" → ".../@handle/live",
 * ".../channel/UC…" → ".../channel/UC…/live". YouTube sends that page to the stream on now (or the channel when there
 * is none): no API key, no quota, nothing loaded from YouTube until the visitor follows the link. Other forms of a
 * channel's address (/c/, /user/) give undefined: the check asks for one of these two where a service is streamed.
 */
export function youtubeLiveHref(channel: string): string | undefined {
  const match = /^https:\/\/(?:www\.|m\.)?youtube\.com\/(@[\w.-]{3,30}|channel\/UC[\w-]{22})\/?$/.exec(channel.trim());
  return match ? `https://www.youtube.com/${match[1]}/live` : undefined;
}
