/**
 * The metric-matched fallbacks (src/site/fonts/fallback-faces.json) give the system font the web font's average
 * width, but each text has its own: measured on this site's texts, the church's fonts come out 2–4 % wider or
 * narrower than their fallbacks on one line, so now and then a paragraph breaks a line earlier or later when
 * they arrive, and what follows it moves (a layout shift). No single scale removes that. So the switch keeps
 * each text block's lines: in the same task, before anything is drawn, a block that gained a line is set a
 * hair tighter (letter-spacing, at most the last of NUDGES_EM), one that lost a line a hair looser, until it is as
 * tall as it was. Only blocks above the screen's bottom edge: what is below it moves nothing a visitor sees.
 */

/** The elements whose lines are text: their height is what the swap can change. */
const TEXT_BLOCKS = "h1, h2, h3, h4, p, li, dt, dd, blockquote, figcaption, label, summary";

/** Steps of letter-spacing tried, in em: small enough not to be seen. */
const NUDGES_EM = [0.004, 0.008, 0.012, 0.016, 0.02];

const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;

function nudge(element: HTMLElement, height: number, grew: boolean): void {
  const style = getComputedStyle(element);
  const fontSize = parseFloat(style.fontSize);
  const spacing = style.letterSpacing === "normal" ? 0 : parseFloat(style.letterSpacing);
  for (const step of NUDGES_EM) {
    element.style.letterSpacing = `${spacing + (grew ? -step : step) * fontSize}px`;
    const now = heightOf(element);
    if (Math.abs(now - height) < 0.5) return;
    // Looser by a step too many, it broke a line earlier still: as it was, then, but the block keeps its height.
    if (!grew && now > height) break;
  }
  element.style.letterSpacing = "";
  if (!grew) element.style.minHeight = `${height}px`;
}

/** How deep in the page the parts off the screen are looked for: a long list's cards, not their words. */
const PART_DEPTH = 8;

/** The page's parts wholly off the screen, as large as they come: a section, or a card of one on the screen's edge. */
function partsOffScreen(parent: Element, depth: number, found: Element[]): Element[] {
  for (const child of parent.children) {
    const box = child.getBoundingClientRect();
    // No box (a template, a hidden list, an island's display: contents wrapper): it switches with what holds it.
    if (!box.height) continue;
    if (box.bottom <= 0 || box.top >= innerHeight) found.push(child);
    else if (depth) partsOffScreen(child, depth - 1, found);
  }
  return found;
}

/** Takes `attribute` off `element`, which switches it to the fonts, and gives every text block in it above the screen's bottom its height back. */
function switchPart(element: Element, attribute: string): void {
  const blocks = [element, ...element.querySelectorAll(TEXT_BLOCKS)]
    .filter((block): block is HTMLElement => block instanceof HTMLElement && block.matches(TEXT_BLOCKS))
    .map((block) => ({ block, box: block.getBoundingClientRect() }))
    .filter(({ box }) => box.height > 0 && box.top < innerHeight);
  element.removeAttribute(attribute);
  // The innermost first (a paragraph before the list item holding it): an outer block then measures the fixed one.
  for (const { block, box } of blocks.reverse()) {
    const now = heightOf(block);
    if (Math.abs(now - box.height) >= 0.5) nudge(block, box.height, now > box.height);
  }
}

/**
 * Switches the page from the fallbacks to the fonts: `attribute="value"` holds the fallbacks wherever it is
 * (src/lib/theme/theme-css.ts), on <html> until now. What is on the screen switches at once, each text block keeping its
 * height; each part wholly off the screen holds the fallbacks a little longer and switches in a frame of its own, from
 * the top: the switch never lays out the whole page in one long task (a long page's layout took over 100 ms on
 * Lighthouse's slowed phone, most of its Total Blocking Time).
 */
export function switchKeepingLines(attribute: string, value: string): void {
  const parts = partsOffScreen(document.body, PART_DEPTH, []);
  for (const part of parts) part.setAttribute(attribute, value);
  switchPart(document.documentElement, attribute);
  const next = () => {
    const part = parts.shift();
    if (!part) return;
    switchPart(part, attribute);
    requestAnimationFrame(next);
  };
  requestAnimationFrame(next);
}
