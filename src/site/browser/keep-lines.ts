/**
 * The metric-matched fallbacks (src/site/fonts/fallback-faces.json) give the system font the web font's average
 * width, but each text has its own: measured on this site's texts, the church's fonts come out 2–4 % wider or
 * narrower than their fallbacks on one line, so now and then a paragraph breaks a line earlier or later when
 * they arrive, and what follows it moves (a layout shift). No single scale removes that. So the switch keeps
 * each text block's lines: in the same task, before anything is drawn, a block that gained a line is set a
 * hair tighter (letter-spacing, at most LARGEST_NUDGE_EM), one that lost a line a hair looser, until it is as
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

/** The page's parts wholly off the screen, each with its box, as large as they come: a section, or a card of one on the screen's edge. */
function partsOffScreen(parent: Element, depth: number, found: [HTMLElement, DOMRect][]): void {
  for (const child of parent.children) {
    const box = child.getBoundingClientRect();
    // No box (a template, a hidden list, an island's display: contents wrapper): left as it is.
    if (!box.height || !(child instanceof HTMLElement)) continue;
    if (box.bottom <= 0 || box.top >= innerHeight) found.push([child, box]);
    else if (depth) partsOffScreen(child, depth - 1, found);
  }
}

/**
 * Switches the fonts with `switchFonts` and gives every text block above the screen's bottom its height back.
 * A part wholly off the screen is laid out in the new fonts only when it nears the screen (content-visibility: auto),
 * each in a task of its own, and keeps its size until then: the switch lays out what the visitor sees, not the whole
 * page in one long task (a long page's layout was over 100 ms on Lighthouse's slowed phone, most of its Total Blocking
 * Time). Once drawn, the part is as any other: no containment is left to clip a card's shadow or a focus ring.
 */
export function switchKeepingLines(switchFonts: () => void): void {
  const blocks = [...document.querySelectorAll<HTMLElement>(TEXT_BLOCKS)]
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.height > 0 && box.top < innerHeight);
  const away: [HTMLElement, DOMRect][] = [];
  partsOffScreen(document.body, PART_DEPTH, away);
  // Written after every box is read: one layout for all of them, none forced in between.
  for (const [part, { width, height }] of away) {
    part.style.containIntrinsicSize = `auto ${width}px auto ${height}px`;
    part.style.contentVisibility = "auto";
    // Drawn (no longer skipped): as any other part from then on, and no more events come.
    part.addEventListener("contentvisibilityautostatechange", (event) => {
      if (!(event as Event & { skipped: boolean }).skipped) part.style.contentVisibility = part.style.containIntrinsicSize = "";
    });
  }
  const kept = blocks.filter(({ element }) => !away.some(([part]) => part.contains(element)));
  switchFonts();
  // The innermost first (a paragraph before the list item holding it): an outer block then measures the fixed one.
  for (const { element, box } of kept.reverse()) {
    const now = heightOf(element);
    if (Math.abs(now - box.height) >= 0.5) nudge(element, box.height, now > box.height);
  }
}
