import { FIRST_SCREEN_TIMING, FONTS_LATER_ATTRIBUTE, FONTS_LATER_VALUE, FONTS_SEEN_KEY } from "@/lib/web-fonts";
import { switchKeepingLines } from "./keep-lines";

/** One probe per family in src/site/fonts/fonts.css: each file holds every weight, so one load fetches it whole. */
const PROBES = ['1em "Inter Variable"', '700 1em "Playfair Display Variable"'];

/** A picture that never shows (a broken file) does not keep the fonts away for longer than this after `load`. */
const LONGEST_WAIT_MS = 2000;

interface ElementTiming extends PerformanceEntry {
  element: Element | null;
}

/** Resolves when the browser reports a matching entry of that type (buffered: also one from before the call). */
function reported(type: string, matches: (entry: PerformanceEntry) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(matches)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

/** Two frames from now: what was drawn before has been presented. */
const twoFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Whether any part of the element is inside the window now. */
function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.left < innerWidth && box.right > 0;
}

/**
 * The first screen is on the screen: its first paint and each picture on it (the hero always, marked for it in
 * src/site/components/picture.tsx) have been presented, as the Paint and Element Timing APIs report them: after the
 * frame is shown, not when it is drawn, which on a busy phone can be frames later. A browser without those APIs, or a
 * picture without a timing name, goes by its decoding and two frames.
 */
function firstScreenShown(): Promise<void> {
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  const waits: Promise<void>[] = [twoFrames()];
  if (supported.includes("paint")) waits.push(reported("paint", (entry) => entry.name === "first-contentful-paint"));
  const pictures = [...document.images].filter((img) => img.getAttribute("elementtiming") === FIRST_SCREEN_TIMING || onScreen(img));
  for (const picture of pictures) {
    if (supported.includes("element") && picture.hasAttribute("elementtiming"))
      waits.push(reported("element", (entry) => (entry as ElementTiming).element === picture));
    else waits.push(picture.decode().then(twoFrames, twoFrames));
  }
  return Promise.race([Promise.all(waits).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
}

async function loadFonts(root: HTMLElement): Promise<void> {
  const faces = await Promise.all(PROBES.map((probe) => document.fonts.load(probe)));
  // Offline, or a file missing: the fallbacks stay, and the next page tries again.
  if (faces.some((loaded) => loaded.length === 0)) return;
  switchKeepingLines(() => root.removeAttribute(FONTS_LATER_ATTRIBUTE));
  try {
    localStorage.setItem(FONTS_SEEN_KEY, "1");
  } catch {
    // Storage refused: the next page marks itself again and loads the fonts from the cache the same way.
  }
}

/**
 * On a first visit (src/lib/web-fonts.ts) the page painted with the metric-matched fallbacks; once its first
 * screen, hero picture included, is on the screen, the fonts are fetched and the page switches to them,
 * without anything moving (each text block keeps its lines: keep-lines.ts). Before that they would share the connection with the page and its pictures.
 */
export function loadWebFontsAfterFirstScreen(): void {
  const root = document.documentElement;
  if (root.getAttribute(FONTS_LATER_ATTRIBUTE) !== FONTS_LATER_VALUE) return;
  const start = () => void firstScreenShown().then(() => loadFonts(root).catch(() => undefined));
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
