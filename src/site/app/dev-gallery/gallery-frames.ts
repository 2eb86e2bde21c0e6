import { ASK_HEIGHT_MESSAGE, HEIGHT_MESSAGE } from "./preview-frame";

// A block whose height follows its frame's height (e.g. in vh) would otherwise grow forever.
const MAX_HEIGHT = 6000;

/**
 * npm run dev only, on the block gallery's pages: a preview reports its height to the gallery, and
 * the gallery sizes that preview's frame to show it all without a scrollbar.
 */
if (window.parent !== window) {
  // The body, not the document: the document is at least as tall as the frame, so it would never shrink.
  const report = () =>
    window.parent.postMessage({ kind: HEIGHT_MESSAGE, height: Math.ceil(document.body.getBoundingClientRect().height) }, window.location.origin);
  new ResizeObserver(report).observe(document.body);
  report();
  // A preview can render and report before the gallery's own script listens (on a busy machine, often): it asks.
  window.addEventListener("message", (event: MessageEvent<{ kind?: string }>) => {
    if (event.source === window.parent && event.data?.kind === ASK_HEIGHT_MESSAGE) report();
  });
} else {
  window.addEventListener("message", (event: MessageEvent<{ kind?: string; height?: unknown }>) => {
    if (event.data?.kind !== HEIGHT_MESSAGE || typeof event.data.height !== "number") return;
    const frame = [...document.querySelectorAll("iframe")].find((candidate) => candidate.contentWindow === event.source);
    if (!frame) return;
    const height = Math.min(Math.max(event.data.height, 80), MAX_HEIGHT);
    const viewport = frame.parentElement;
    frame.height = String(height);
    if (viewport) viewport.style.height = `${height * Number(viewport.dataset.scale ?? 1)}px`;
  });
  for (const frame of document.querySelectorAll("iframe")) frame.contentWindow?.postMessage({ kind: ASK_HEIGHT_MESSAGE }, window.location.origin);
}

// The gallery's only script: tests wait for this mark on every page, as they do for src/site/browser/entry.ts.
document.documentElement.dataset.enhanced = "";
