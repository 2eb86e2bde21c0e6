import type { Request } from "@playwright/test";
import { fixtureSiteJson } from "../support/fixture-site";
import { recordCspViolations } from "./support/page-checks";
import { VIDEO_ID, VIDEOS_SLUG } from "./support/fixture-variants";
import { fixtureSite, type TempSite } from "./support/temp-site";
import { test, expect } from "./support/fixtures";
import { videoListWords } from "../../src/site/blocks/video-list/video-list-words";
import { siteWords } from "../../src/site/data/site-words";

/** "Ver no YouTube: <title>", in the site's words (the hidden part's leading colon may or may not follow a space). */
const watchOnYoutube = new RegExp(`^${siteWords(fixtureSiteJson()).sermons.watchOnYoutube.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} ?: Uma mensagem de teste$`);

// The video-list block on a page the tests own (the fixture site's "edited" variant, support/fixture-variants.ts):
// nothing from YouTube until play, then the cookie-less embed under the CSP; a plain link without JavaScript; one
// VideoObject per video.

let site: TempSite;

test.describe("the video list", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  // The test harness refuses every request that leaves the machine, the video's frame included.
  test.use({ expectedConsoleErrors: [/ERR_BLOCKED_BY_CLIENT|youtube-nocookie/] });

  test.beforeAll(async () => {
    // Built once per run, slow for whichever spec asks first.
    test.setTimeout(180_000);
    site = await fixtureSite("edited");
  });

  test("asks nothing of YouTube until play, then plays from the cookie-less host, within the CSP", async ({ page: browserPage }) => {
    const violations = await recordCspViolations(browserPage);
    const youtube: Request[] = [];
    browserPage.on("request", (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) youtube.push(request);
    });
    await browserPage.goto(`${site.url}/${VIDEOS_SLUG}`);
    await browserPage.waitForLoadState("networkidle");
    expect(youtube).toEqual([]);
    await browserPage.getByRole("button", { name: "Assistir aqui: Uma mensagem de teste" }).click();

    await expect(browserPage.locator("iframe")).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0`);
    await expect(browserPage.locator("iframe")).toBeFocused();

    expect(await violations()).toEqual([]);
  });

  test("links the video and the channel's live page, and describes the video for search engines", async ({ page: browserPage }) => {
    await browserPage.goto(`${site.url}/${VIDEOS_SLUG}`);
    await expect(browserPage.getByRole("link", { name: watchOnYoutube })).toHaveAttribute("href", `https://www.youtube.com/watch?v=${VIDEO_ID}`);
    const channel = fixtureSiteJson().social.find((profile) => profile.network === "youtube")?.url;
    if (channel) await expect(browserPage.getByRole("link", { name: videoListWords(undefined).liveLink })).toHaveAttribute("href", `${channel}/live`);
    const jsonLd = await browserPage.locator('script[type="application/ld+json"]').allTextContents();
    const videos = jsonLd.flatMap((text) => [JSON.parse(text) as unknown].flat()).filter((node) => (node as { "@type"?: string })["@type"] === "VideoObject");
    expect(videos).toEqual([
      expect.objectContaining({
        name: "Uma mensagem de teste",
        uploadDate: "2026-11-08T12:00:00-03:00",
        embedUrl: `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`,
      }),
    ]);
  });

  test("without JavaScript the play button hides and the link to the video stays", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${site.url}/${VIDEOS_SLUG}`);
    await expect(noJs.getByRole("button", { name: /^Assistir aqui/ })).toBeHidden();
    await expect(noJs.getByRole("link", { name: watchOnYoutube })).toBeVisible();
    await context.close();
  });
});
