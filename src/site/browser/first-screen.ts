import { FIRST_SCREEN_TIMING } from "@/lib/first-screen";

/** A picture that never shows (a broken file) does not hold back what waits for the first screen longer than this after `load`. */
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

/**
 * Runs `then` once the page's first screen is on the screen (after `load`): what the page can do without until then
 * (the fonts of a first visit, the app manifest) does not share the connection with it, nor count in its largest paint.
 */
export function afterFirstScreen(then: () => void): void {
  // One wait for every caller: its measuring and observers run once a page.
  firstScreen ??= new Promise<void>((loaded) => {
    if (document.readyState === "complete") loaded();
    else addEventListener("load", () => loaded(), { once: true });
  }).then(firstScreenShown);
  void firstScreen.then(then);
}

let firstScreen: Promise<void> | undefined;
