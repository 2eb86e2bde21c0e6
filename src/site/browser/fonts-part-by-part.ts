import { switchKeepingLines, TEXT_BLOCKS } from "./keep-lines";

/*
 * Switching the whole page to its web fonts at once is one long task: every element's style is computed again (the
 * font stacks are custom properties on <html>) and every text laid out again in the new fonts, 25–40 ms on a
 * laptop, four times that on the slowed phone Lighthouse simulates, where it was most of the Total Blocking Time of
 * the home page, /agenda and /sobre. So the page switches part by part, each part in a task of its own: first, at
 * once, the parts on the screen (the visitor sees one switch), then the others in the order of the page. A part
 * gets the web fonts' stacks from one rule; once every part has them, <html> loses its mark (src/lib/web-fonts.ts),
 * which then changes no font and costs little.
 */

/** The mark on a part that has switched. */
const SWITCHED_PART = "data-fonts-now";

/** A part holding more text blocks than this is switched as its children instead: each task stays short. */
const MOST_BLOCKS_IN_A_PART = 24;

/** The theme's stacks of the web fonts: <html>'s own rule (src/lib/theme/theme-css.ts), which the mark overrides. */
function webFontStacks(): { body: string; heading: string } | undefined {
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of rules) {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ":root") continue;
      const body = rule.style.getPropertyValue("--font-body").trim();
      const heading = rule.style.getPropertyValue("--font-heading").trim();
      if (body && heading) return { body, heading };
    }
  }
  return undefined;
}

/** The parts of the page, in its order: the body's children, each large one as its children, and so on down. */
export function pageParts(root: Element = document.body, most = MOST_BLOCKS_IN_A_PART): Element[] {
  const parts: Element[] = [];
  const visit = (element: Element) => {
    if (element.children.length > 0 && element.querySelectorAll(TEXT_BLOCKS).length > most) for (const child of element.children) visit(child);
    else parts.push(element);
  };
  for (const child of root.children) visit(child);
  return parts;
}

/** Whether any of the element is above the screen's bottom edge: a part a visitor sees, or scrolled past. */
const reached = (element: Element) => element.getBoundingClientRect().top < innerHeight;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Switches the page from the fallbacks to its web fonts (`unmark` takes <html>'s mark off), part by part, keeping
 * each text block's lines (keep-lines.ts). Without the stacks to give (a theme written otherwise), all at once.
 */
export async function switchFontsPartByPart(unmark: () => void): Promise<void> {
  const stacks = webFontStacks();
  if (stacks) {
    const rule = document.createElement("style");
    // `:where` weighs nothing: a part's own font (a heading's) wins over the body's stack it would otherwise inherit.
    rule.textContent = `[${SWITCHED_PART}]{--font-body:${stacks.body};--font-heading:${stacks.heading}}:where([${SWITCHED_PART}]){font-family:var(--font-body)}`;
    document.head.append(rule);
    const parts = pageParts();
    const seen = parts.filter(reached);
    const switchParts = (some: Element[]) => switchKeepingLines(() => some.forEach((part) => part.setAttribute(SWITCHED_PART, "")), some);
    switchParts(seen);
    for (const part of parts.filter((part) => !seen.includes(part))) {
      await nextTask();
      switchParts([part]);
    }
    await nextTask();
  }
  switchKeepingLines(unmark);
}
