import { test, expect } from "@playwright/test";

// DEVELOPERS.md: no test may depend on, or reach, a host outside this machine. playwright.config.ts sends
// every other request to a proxy that is not there; this proves it, for names and bare addresses alike.
// A page of its own each time: the browser is still drawing its error page when the test ends, and the reset of a
// reused context (playwright.config.ts) would race that navigation.
test.use({ reuseContext: false });

for (const url of ["https://www.youtube-nocookie.com/", "https://wa.me/5511999999999", "http://1.1.1.1/"]) {
  test(`the browser cannot reach ${new URL(url).host}`, async ({ page }) => {
    const error = await page.goto(url, { timeout: 10_000 }).then(
      () => "",
      (failure: Error) => failure.message,
    );
    expect(error).toMatch(/ERR_PROXY_CONNECTION_FAILED/);
  });
}
