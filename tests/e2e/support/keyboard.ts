import type { Page } from "@playwright/test";

export interface FocusStop {
  /** Tag, accessible name or text, and href: enough to tell the stops apart in a failure. */
  label: string;
  /** The focused element shows a ring (outline or box-shadow), as WCAG 2.4.7 asks. */
  visible: boolean;
  /** Share of the element's box hidden under fixed/sticky layers it does not belong to (0–1). */
  covered: number;
  inHeader: boolean;
  inFooter: boolean;
  floating: boolean;
}

/**
 * Presses Tab and describes where focus landed. Chromium centres an element it scrolls to for
 * focus; Firefox and Safari scroll just enough, leaving an element reached from below at the very
 * bottom, where the floating buttons are. `fromBelow` reproduces that: the element is scrolled
 * out below the viewport and brought back with scrollIntoView({ block: "nearest" }).
 */
export async function tab(page: Page, key = "Tab", { fromBelow = false } = {}): Promise<FocusStop> {
  await page.keyboard.press(key);
  return page.evaluate((fromBelow) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { label: "body", visible: true, covered: 0, inHeader: false, inFooter: false, floating: false };
    if (fromBelow && getComputedStyle(element).position !== "fixed") {
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - window.innerHeight, behavior: "instant" });
      element.scrollIntoView({ block: "nearest", behavior: "instant" });
    }
    const style = getComputedStyle(element);
    const visible = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    // What can sit on top of content: the sticky header and the floating buttons (position: fixed).
    // A grid of points over the element asks the browser what is really on top there (z-order included).
    const header = document.querySelector("header");
    const floatingButtons = [...document.querySelectorAll<HTMLElement>('a[aria-label^="Fale conosco no WhatsApp"], button[aria-label="Voltar ao topo"]')];
    const layers = [...(header && !header.contains(element) ? [header] : []), ...floatingButtons.filter((b) => b !== element && !b.contains(element))];
    const rect = element.getBoundingClientRect();
    let hidden = 0;
    let seen = 0;
    for (let i = 0.5; i < 5; i++) {
      for (let j = 0.5; j < 5; j++) {
        const x = rect.left + (rect.width * i) / 5;
        const y = rect.top + (rect.height * j) / 5;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        seen++;
        const top = document.elementFromPoint(x, y);
        if (top && layers.some((layer) => layer.contains(top))) hidden++;
      }
    }
    const covered = seen === 0 ? 1 : hidden / seen;
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ?? "";
    return {
      label: `${element.tagName.toLowerCase()} "${name}"${element.getAttribute("href") ? ` ${element.getAttribute("href")}` : ""}`,
      visible,
      covered: Math.round(covered * 100) / 100,
      inHeader: Boolean(header?.contains(element)),
      inFooter: Boolean(document.querySelector("footer")?.contains(element)),
      floating: floatingButtons.includes(element),
    };
  }, fromBelow);
}

/** Tabs until `predicate` matches the focused element (at most `limit` presses); returns the stops passed. */
export async function tabUntil(page: Page, predicate: (stop: FocusStop) => boolean, limit = 80): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i++) {
    const stop = await tab(page);
    stops.push(stop);
    if (predicate(stop)) return stops;
  }
  throw new Error(`foco não chegou ao alvo em ${limit} Tabs: ${stops.map((s) => s.label).join(" → ")}`);
}
