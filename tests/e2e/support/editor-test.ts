import { test as base, type ConsoleMessage } from "@playwright/test";

/**
 * The site editor's tests: every console error and uncaught error of the page is collected in `consoleErrors`, for
 * each test to assert (some expect a known one). The editor runs under its published policy (no 'unsafe-eval'):
 * anything it refuses counts as an error, a caught attempt to evaluate code included.
 */
export const editorTest = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message: ConsoleMessage) => {
        if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`.trim());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
        ),
      );
      await use(errors);
    },
    { auto: true },
  ],
});
