import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

/** The rules whose outcome depends on the colours alone: what a second colour scheme of the same page can change. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** WCAG 2.2 A/AA as the project promises it. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core in every frame of the page, once per document: its source is half a megabyte, and sending and running it
 * cost more than a small page's sweep. (@axe-core/playwright sent it twice per sweep, and a page swept in both colour
 * schemes is swept twice.) Into its frames too, whose results axe gathers from the page's own run.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => "axe" in window)) continue;
    await frame.evaluate(axe.source);
  }
}

/**
 * WCAG 2.2 A/AA as the project promises it: zero violations, listed readably when there are some. `rules`: only
 * those (the same page in its other colour scheme is checked for its colours only; its structure was just checked).
 */
export async function expectNoAxeViolations(page: Page, rules?: string[]) {
  // Colours as they settle: after a switch of scheme the buttons' colour transitions (160 ms) are still running, and
  // axe would measure a colour half-way between the two themes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await injectAxe(page);
  // Axe runs in the page itself: the pages have no cross-origin frames (the map and the videos load theirs only when
  // asked), which would need a blank page of their own. Violations only: passes are neither kept nor described.
  // Label in Name (WCAG 2.5.3, level A) is still "experimental" in axe, and so off unless named.
  const options: axe.RunOptions = {
    resultTypes: ["violations"],
    rules: { "label-content-name-mismatch": { enabled: true } },
    runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: WCAG_TAGS },
  };
  const violations = await page.evaluate(
    async (runOptions) => (await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions)).violations,
    options,
  );
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n  ")}`,
  );
  expect(summary, "violações de acessibilidade (axe-core)").toEqual([]);
}
