import { test as base, type ConsoleMessage } from "@playwright/test";
import { startEditorOnFixture, type EditorUnderTest } from "./site-editor";

/**
 * The site editor's tests: every console error and uncaught error of the page is collected in `consoleErrors`, for
 * each test to assert (some expect a known one). The editor runs under its published policy (no 'unsafe-eval'):
 * anything it refuses counts as an error, a caught attempt to evaluate code included.
 *
 * `editor`: `npm run editor` on a copy of the fixture content, put back as the fixture is before each test. One
 * editor per Playwright worker (`workerEditor`, started by the first test that asks for it and stopped with the
 * worker): starting one builds its bundle and starts decap-server, seconds of CPU, where a fresh copy of the
 * content costs a few milliseconds. Each test still opens the editor anew in its own page, on its own content.
 */
export const editorTest = base.extend<{ consoleErrors: string[]; editor: EditorUnderTest }, { workerEditor: EditorUnderTest }>({
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
  workerEditor: [
    async ({}, use, workerInfo) => {
      // A folder per run and worker: two runs, or two workers, never edit each other's copy.
      const editor = await startEditorOnFixture(`site-editor-e2e/${process.env.E2E_RUN_ID ?? "local"}-${workerInfo.workerIndex}`);
      await use(editor);
      await editor.stop();
    },
    // Building the editor's bundle on a busy machine (several test runs side by side) takes minutes at worst.
    { scope: "worker", timeout: 240_000 },
  ],
  editor: async ({ workerEditor }, use) => {
    await workerEditor.reset();
    await use(workerEditor);
  },
});
