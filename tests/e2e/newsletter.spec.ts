import type { Page } from "@playwright/test";
import { blog, filled, firstPageWith, newsletterBoxWords, newsletterFormName } from "./support/content";
import { SITE } from "./support/site-routes";
import { test, expect } from "./support/fixtures";
import { gate } from "./support/gate";
import { NEWSLETTER_ENDPOINT as ENDPOINT } from "./support/fixture-variants";
import { fixtureSite, type TempSite } from "./support/temp-site";

// Product decisions, "Inscrever": a valid e-mail and consent; POST to site.json's endpoint, else an e-mail.
const SUBJECT = newsletterFormName;
const CHURCH = SITE.contact.email;
/** The page holding the newsletter block in the content under test (the temporary site below is the fixture). */
const newsletterRoute = firstPageWith("newsletter")?.page.route ?? "/blog";

const newsletter = (page: Page) => page.getByRole("form", { name: SUBJECT });

async function subscribe(page: Page, email = "maria@exemplo.com") {
  const form = newsletter(page);
  await form.getByLabel(newsletterBoxWords.emailLabel).fill(email);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: newsletterBoxWords.subscribe }).click();
}

/** mailto: never loads a page; Chromium still reports the navigation it was asked for. */
async function recordNavigations(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => requested.push(event.url));
  return requested;
}

test("without an endpoint, Inscrever opens an e-mail to the church with the subject and the consent", async ({ page }) => {
  test.skip(!firstPageWith("newsletter"), "nenhuma página tem o bloco newsletter");
  await page.goto(newsletterRoute);
  const requested = await recordNavigations(page);
  await subscribe(page);
  await expect(newsletter(page).getByRole("status")).toHaveText(newsletterBoxWords.mailtoOpened);
  await expect.poll(() => requested.find((url) => url.startsWith("mailto:"))).toBeTruthy();
  const mailto = requested.find((url) => url.startsWith("mailto:")) ?? "";
  expect(mailto.slice(0, mailto.indexOf("?"))).toBe(`mailto:${CHURCH}`);
  const params = new URLSearchParams(mailto.slice(mailto.indexOf("?") + 1));
  expect(params.get("subject")).toBe(SUBJECT);
  expect(params.get("body")).toContain("maria@exemplo.com");
  expect(params.get("body")).toBe(filled(newsletterBoxWords.requestMessage, { nome: blog.name, email: "maria@exemplo.com" }));
  // The e-mail stays in the field: nothing says it was sent.
  await expect(newsletter(page).getByLabel(newsletterBoxWords.emailLabel)).toHaveValue("maria@exemplo.com");
  await expect(newsletter(page).getByRole("link", { name: newsletterBoxWords.rssLink })).toHaveAttribute("href", "/blog/rss.xml");
});

// Without JavaScript and without an endpoint the form sends by e-mail: no-javascript.spec.ts.
let site: TempSite;

test.describe("with a newsletter endpoint in site.json", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  // The browser reports the failing endpoint's 503 in the console; here it is the point of the test.
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test.beforeAll(async () => {
    // Built once per run, slow for whichever spec asks first.
    test.setTimeout(180_000);
    site = await fixtureSite("edited");
  });

  test("posts the e-mail with the consent, shows sending then done, and opens no e-mail app", async ({ page }) => {
    const posted: string[] = [];
    // The service answers once the "sending" state has been seen.
    const answer = gate();
    await page.route(ENDPOINT, async (route) => {
      posted.push(route.request().postData() ?? "");
      await answer.passed;
      await route.fulfill({ status: 200, contentType: "application/json", headers: { "Access-Control-Allow-Origin": "*" }, body: '{"ok":true}' });
    });
    await page.goto(`${site.url}/blog`);
    const requested = await recordNavigations(page);
    await subscribe(page);
    const form = newsletter(page);
    await expect(form.getByRole("button", { name: newsletterBoxWords.subscribing })).toHaveAttribute("aria-disabled", "true");
    await expect(form.getByRole("status")).toHaveText(newsletterBoxWords.sendingStatus);
    answer.open();
    await expect(form.getByRole("status")).toHaveText(filled(newsletterBoxWords.subscribed, { nome: blog.name, email: "maria@exemplo.com" }));
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(posted[0]))).toMatchObject({ email: "maria@exemplo.com", autorizo: "sim", _subject: SUBJECT });
    expect(requested.filter((url) => url.startsWith("mailto:"))).toEqual([]);
    await expect(form.getByLabel(newsletterBoxWords.emailLabel)).toHaveValue("");
    await expect(form.getByRole("checkbox")).not.toBeChecked();
  });

  test("a failed send keeps the e-mail, says so, offers the e-mail route and can be retried", async ({ page }) => {
    let fail = true;
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: fail ? 503 : 200, contentType: "application/json", headers: { "Access-Control-Allow-Origin": "*" }, body: "{}" }),
    );
    await page.goto(`${site.url}/blog`);
    await subscribe(page, "joao@exemplo.com");
    const form = newsletter(page);
    const alert = form.getByRole("alert");
    await expect(alert).toContainText(newsletterBoxWords.failedTitle);
    await expect(form.getByLabel(newsletterBoxWords.emailLabel)).toHaveValue("joao@exemplo.com");
    await expect(form.getByRole("checkbox")).toBeChecked();
    const byEmail = alert.getByRole("link", { name: "envie o pedido por e-mail" });
    const href = (await byEmail.getAttribute("href")) ?? "";
    expect(new URLSearchParams(href.slice(href.indexOf("?") + 1)).get("subject")).toBe(SUBJECT);

    fail = false;
    await form.getByRole("button", { name: newsletterBoxWords.subscribe }).click();
    await expect(form.getByRole("status")).toHaveText(filled(newsletterBoxWords.subscribed, { nome: blog.name, email: "joao@exemplo.com" }));
    await expect(alert).toHaveCount(0);
  });

  test("without JavaScript the form posts to the endpoint", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/blog`);
    await expect(newsletter(page)).toHaveAttribute("action", ENDPOINT);
    await context.close();
  });
});
