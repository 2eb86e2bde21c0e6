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

/** Switches the fonts with `switchFonts` and gives every text block above the screen's bottom its height back. */
export function switchKeepingLines(switchFonts: () => void): void {
  const blocks = [...document.querySelectorAll<HTMLElement>(TEXT_BLOCKS)]
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.height > 0 && box.top < innerHeight)
    .map(({ element, box }) => ({ element, height: box.height }));
  switchFonts();
  // The innermost first (a paragraph before the list item holding it): an outer block then measures the fixed one.
  for (const { element, height } of blocks.reverse()) {
    const now = heightOf(element);
    if (Math.abs(now - height) >= 0.5) nudge(element, height, now > height);
  }
}
