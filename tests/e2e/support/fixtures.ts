import { test as base, expect, type ConsoleMessage, type WebError } from "@playwright/test";
import { isPageReady, READY_ATTRIBUTES } from "../../../src/site/browser/page-ready";

/**
 * Every e2e test runs offline (only servers on this machine are reachable, like CI: the browser's proxy in
 * playwright.config.ts goes nowhere) and fails on any console error or React hydration warning, so a page
 * that "works" while complaining does not pass.
 */
export const test = base.extend<{ consoleProblems: string[]; expectedConsoleErrors: RegExp[] }>({
  /**
   * page.goto returns once the page's script has wired up the frame (html[data-enhanced]) and the
   * islands that wake on load have hydrated, as a visitor's first tap expects: the script loads at low
   * priority (the page is whole before it), so a test that clicks straight after "load" could press a
   * button nothing listens to yet. Islands that wake later (when visible, on interaction) are left
   * asleep: tests reach them as a visitor does.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response && response.headers()["content-type"]?.includes("text/html")) {
        await page.waitForFunction(isPageReady, READY_ATTRIBUTES);
      }
      return response;
    };
    // No clean-up: with the context reused (playwright.config.ts), each test still gets new page and context objects,
    // so this goto and the test's listeners end with it.
    await use(page);
  },
  /** Console errors a test causes on purpose (e.g. the browser reporting the 404 status it asked for). */
  expectedConsoleErrors: [[], { option: true }],
  // On the test's context, not its page: a test that only asks the server (request) or opens contexts of its own
  // never starts the default page's renderer, a second of CPU each on two cores.
  consoleProblems: [
    async ({ context, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      const record = (message: ConsoleMessage) => {
        const text = message.text();
        const isHydration = /hydrat|did not match|server rendered/i.test(text);
        if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
        if (message.type() === "error" || isHydration) problems.push(`${message.type()}: ${text}`);
      };
      const recordError = (webError: WebError) => problems.push(`pageerror: ${webError.error().message}`);
      context.on("console", record);
      context.on("weberror", recordError);
      await use(problems);
      // The browser context is the worker's, reused by the next test (playwright.config.ts). Playwright's reset clears
      // cookies, storage and the rest, but not the permissions a test granted.
      await context.clearPermissions();
      expect(problems, "erros no console do navegador").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
