import type { Request } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { content } from "./support/content";
import { recordCspViolations } from "./support/page-checks";
import { sermonArchiveRoutes, sermonsHome } from "../../src/build/payloads/sermon-payloads";
import { sermonRoute } from "../../src/engine/core/kinds/sermons-kind";
import { youtubeId } from "../../src/lib/youtube";
import { BIBLE_BOOKS } from "../../src/engine/core/passages/bible-books";
import { startAudioServer } from "../support/audio-server";

// The sermons (site-content/sermons/) as visitors meet them: /mensagens, each sermon's page, each series', preacher's
// and book's page. Everything expected is read from the content under test (support/content.ts).

const home = sermonsHome(content);
const peopleBySlug = new Map(content.people.map((person) => [person.slug, person]));
const filters = sermonArchiveRoutes(content);
const withVideo = content.sermons.find((sermon) => sermon.video);
const withAudio = content.sermons.find((sermon) => sermon.audio);
const withMp3 = content.sermons.find((sermon) => sermon.audio?.endsWith(".mp3"));

test.describe("the sermons", () => {
  test.skip(content.sermons.length === 0, "o conteúdo não tem mensagens");

  test("/mensagens opens with the newest sermon and reaches every series, preacher and book without JavaScript", { tag: "@content" }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(home.route);
    const newest = content.sermons[0];
    await expect(page.getByRole("heading", { level: 2, name: newest?.title })).toBeVisible();
    const archive = page.getByRole("navigation", { name: "Arquivo de mensagens" });
    // Each filter is a link to a page of its own: the archive by series, preacher and book needs no script.
    for (const group of ["serie", "pregador", "livro"] as const) {
      const filter = filters.find((candidate) => candidate.group === group && candidate.count > 0);
      if (!filter) continue;
      await archive.getByRole("link", { name: new RegExp(`^${filter.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(${filter.count}\\)$`) }).click();
      await expect(page).toHaveURL(new RegExp(`${filter.route}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(filter.name);
      const expected = content.sermons.filter((sermon) =>
        group === "serie"
          ? filter.list === `serie-${sermon.series}`
          : group === "pregador"
            ? filter.list === `pregador-${sermon.preacher}`
            : sermon.passages.some((passage) => BIBLE_BOOKS[passage.book] === filter.name),
      );
      const titles = await page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
      expect(titles.sort()).toEqual(
        expected
          .slice(0, 12)
          .map((sermon) => sermon.title)
          .sort(),
      );
      await page.goBack();
    }
    await context.close();
  });

  test("a sermon's page on a phone: title, preacher, passage and notes, nothing sideways", { tag: "@content" }, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const sermon = [...content.sermons].sort((a, b) => (b.notesHtml?.length ?? 0) - (a.notesHtml?.length ?? 0))[0];
    if (!sermon) return;
    await page.goto(sermonRoute(sermon.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sermon.title);
    const header = page.locator("article header");
    await expect(header.getByRole("link", { name: peopleBySlug.get(sermon.preacher)?.name })).toBeVisible();
    for (const passage of sermon.passages) await expect(header).toContainText(passage.text);
    await expect(page.getByText(sermon.summary)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  test("the video waits behind its facade: nothing from YouTube before the click", async ({ page }) => {
    test.skip(!withVideo, "nenhuma mensagem do conteúdo tem vídeo");
    if (!withVideo?.video) return;
    const violations = await recordCspViolations(page);
    const youtube: Request[] = [];
    page.on("request", (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) youtube.push(request);
    });
    await page.goto(sermonRoute(withVideo.slug));
    await page.waitForLoadState("networkidle");
    expect(youtube).toEqual([]);
    await page.getByRole("button", { name: `Assistir aqui: ${withVideo.title}` }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${youtubeId(withVideo.video)}?autoplay=1&rel=0`);
    expect(await violations()).toEqual([]);
  });

  test("the audio is an ordinary player that asks nothing of the church's audio host until played", async ({ page }) => {
    test.skip(!withAudio, "nenhuma mensagem do conteúdo tem áudio");
    if (!withAudio?.audio) return;
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(new URL(withAudio.audio ?? "").origin)) requests.push(request.url());
    });
    await page.goto(sermonRoute(withAudio.slug));
    const player = page.locator("audio");
    await expect(player).toHaveAttribute("src", withAudio.audio);
    await expect(player).toHaveAttribute("preload", "none");
    await expect(player).toHaveAttribute("controls", "");
    await expect(page.getByRole("link", { name: new RegExp(`^Baixar o áudio ?: ${withAudio.title}$`) })).toHaveAttribute("href", withAudio.audio);
    expect(requests).toEqual([]);
  });

  test("the player plays the file from where the church keeps it, with its real length", async ({ page }) => {
    test.skip(!withMp3?.audio, "nenhuma mensagem do conteúdo tem áudio MP3");
    const address = new URL(withMp3?.audio ?? "http://x.invalid/");
    // The church's storage, as the tests have it: a real server of real files (HEAD, byte ranges) on this machine; the
    // page asks the content's own address, which the browser sends there.
    const storage = await startAudioServer();
    try {
      await page.route(`${address.origin}/**`, (route) => route.continue({ url: route.request().url().replace(address.origin, storage.origin) }));
      await page.goto(sermonRoute(withMp3?.slug ?? ""));
      const player = page.locator("audio");
      await player.evaluate((audio: HTMLAudioElement) => {
        audio.muted = true;
        return audio.play();
      });
      await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
      const seconds = await player.evaluate((audio: HTMLAudioElement) => audio.duration);
      expect(seconds).toBeGreaterThan(1);
      expect(storage.requests.some((request) => request.startsWith("GET"))).toBe(true);
    } finally {
      await storage.close();
    }
  });
});
