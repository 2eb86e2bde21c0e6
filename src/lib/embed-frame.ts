/**
 * A third party's frame behind a privacy facade (a Google map, a YouTube video), as the page carries it until the
 * visitor asks for it: its address and title in the facade's data attributes, no element (src/site/browser/
 * embed-facades.ts makes the frame then). An <iframe> in a <template> was inert too, but wrote the frame's markup
 * and its CSS into every page that has a facade (about 0.1 KB of a church's page, compressed).
 */
export interface EmbedFrame {
  src: string;
  title: string;
  /** The permissions a video's player asks for (autoplay, fullscreen…). */
  allow?: string;
}

/** The facade's attributes: `data-embed` holds the frame's address. */
export function embedAttributes({ src, title, allow }: EmbedFrame): Record<string, string> {
  return { "data-embed": src, "data-embed-title": title, ...(allow ? { "data-embed-allow": allow } : {}) };
}

/**
 * The frame, as the facade's attributes describe it. A map may go full screen (a video's permissions say so already);
 * the referrer it is sent is the page's policy (strict-origin-when-cross-origin: _headers, and every browser's default).
 */
export function embedFrame(box: HTMLElement): HTMLIFrameElement | undefined {
  const { embed: src, embedTitle: title, embedAllow: allow = "fullscreen" } = box.dataset;
  if (!src) return undefined;
  const frame = Object.assign(document.createElement("iframe"), { src, title });
  frame.setAttribute("allow", allow);
  return frame;
}
