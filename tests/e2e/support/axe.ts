import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The rules whose outcome depends on the colours alone: what a second colour scheme of the same page can change. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

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
  // Legacy mode: axe runs in the page itself. The default also opens a blank page to gather results from
  // cross-origin frames, which these pages do not have (the map and the videos load their frames only when asked):
  // that page was half of each sweep's time, and the sweeps were a third of the browser tests' CPU.
  // (`options` first: it replaces every option, the tags included.)
  // Label in Name (WCAG 2.5.3, level A) is still "experimental" in axe, and so off unless named.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode();
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n  ")}`,
  );
  expect(summary, "violações de acessibilidade (axe-core)").toEqual([]);
}
