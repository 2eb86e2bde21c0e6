import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { buildStamp } from "../../src/build/build-stamp";
import { loadSiteContent } from "../../src/engine/node/load-content";
import { isScheduled } from "../../src/lib/publish-at";
import { withContentFolder } from "../support/content-copy";
import { CONTENT_FOLDER } from "./support/content";
import { SCHEDULED } from "./support/fixture-variants";
import { fixtureSite, type TempSite } from "./support/temp-site";
import { test, expect } from "./support/fixtures";

// "Publicar em" (src/engine/core/rules/scheduled-entries.ts): the same content built a minute before its time and at
// its time (support/fixture-variants.ts). Before, nothing the build writes names the post, the event, the section or
// the video — whatever the file (pages, lists and their payloads, RSS, calendars, structured data, sitemap, a search
// index); at its time, each is in the outputs that show its kind.

const { post, event, section, video, page: pageSlug, count } = SCHEDULED;
const TEXT_FILE = /\.(html|json|xml|ics|txt|webmanifest|js)$/;

/** Every text file of the built site (the host's rules too), with its path from the site's root. */
async function builtFiles(site: TempSite): Promise<Map<string, string>> {
  const dist = join(site.root, "dist");
  const files = new Map<string, string>();
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && (TEXT_FILE.test(entry.name) || entry.name === "_headers")) files.set(`/${relative(dist, path)}`, await readFile(path, "utf8"));
  }
  return files;
}

/** Which files name it: its title as written, or as HTML, JSON and calendars escape it. */
const filesNaming = (files: Map<string, string>, text: string) => [...files].filter(([, body]) => body.includes(text)).map(([path]) => path);

/** "2 eventos na agenda deste mês": the count the page shows ({total-eventos}). */
async function eventCount(site: TempSite, request: import("@playwright/test").APIRequestContext): Promise<number> {
  const html = await (await request.get(`${site.url}/${pageSlug}`)).text();
  const found = new RegExp(`(\\d+) ${count}`).exec(html);
  if (!found) throw new Error(`a página /${pageSlug} não mostra "${count}"`);
  return Number(found[1]);
}

let before: TempSite;
let after: TempSite;

test.describe("scheduled publishing", () => {
  test.describe.configure({ timeout: 180_000 });

  test.describe("a minute before its time", () => {
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      before = await fixtureSite("scheduled-before");
    });

    test("no output names the post, the event, the section or the video, and the post's address is not found", async ({ request }) => {
      const files = await builtFiles(before);
      expect(files.size).toBeGreaterThan(20);
      for (const text of [post.title, event.title, section, video, `/blog/${post.id}`, event.slug]) expect(filesNaming(files, text), text).toEqual([]);
      expect((await request.get(`${before.url}/blog/${post.id}`)).status()).toBe(404);
      // The video already out is there: only what waits is left out.
      expect(filesNaming(files, "Um vídeo que já está no ar")).toContain(`/${pageSlug}.html`);
    });
  });

  test.describe("at its time", () => {
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      after = await fixtureSite("scheduled-after");
    });

    test("the post is on its page, on top of the blog (the newest post is the featured one), its feed and the sitemap", async ({ request, page }) => {
      const files = await builtFiles(after);
      const naming = filesNaming(files, post.title);
      expect(naming).toEqual(expect.arrayContaining([`/blog/${post.id}.html`, "/blog.html", "/blog/rss.xml"]));
      expect(files.get("/sitemap.xml")).toContain(`/blog/${post.id}<`);
      // The newest post, featured from the hour it appears, with nothing to mark; so in no list below it.
      await page.goto(`${after.url}/blog`);
      await expect(page.getByRole("article").first().getByRole("heading", { level: 2 })).toHaveText(post.title);
      expect(naming.filter((path) => path.startsWith("/data/posts/lista/"))).toEqual([]);
      await page.goto(`${after.url}/blog/${post.id}`);
      await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
      // The section that waited for the same minute links to it.
      await page.goto(`${after.url}/${pageSlug}`);
      await expect(page.getByRole("heading", { name: section })).toBeVisible();
      await expect(page.getByRole("heading", { name: video })).toBeVisible();
      expect((await request.get(`${after.url}/blog/${post.id}`)).status()).toBe(200);
    });

    test("the event is in the agenda, its structured data and both calendars, and counts", async ({ request }) => {
      const files = await builtFiles(after);
      expect(filesNaming(files, event.title)).toEqual(expect.arrayContaining(["/agenda.html", "/agenda.ics", `/agenda/${event.slug}.ics`]));
      const agenda = files.get("/agenda.html") ?? "";
      const jsonLd = [...agenda.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1]).join("\n");
      expect(jsonLd).toContain(event.title);
      // One more event than the same content a minute earlier.
      const [earlier, now] = await Promise.all([fixtureSite("scheduled-before").then((site) => eventCount(site, request)), eventCount(after, request)]);
      expect(now).toBe(earlier + 1);
    });
  });
});

// The content the site was built from (the rehearsal schedules a post for next week): what it schedules for later
// is nowhere a visitor or a search engine looks.
test.describe("what the content schedules for later", { tag: "@content" }, () => {
  test("is not on the built site yet: no page, no list, no feed, no calendar, no sitemap entry", async ({ request }) => {
    const all = await withContentFolder(CONTENT_FOLDER, () => loadSiteContent(join(import.meta.dirname, "../..")));
    if (!all.ok) throw new Error("o conteúdo não passa na verificação");
    const builtAt = buildStamp();
    const posts = all.content.posts.filter((post) => isScheduled(post.publishAt, builtAt));
    const events = all.content.events.filter((event) => isScheduled(event.publishAt, builtAt));
    test.skip(posts.length + events.length === 0, "o conteúdo não agenda nenhum artigo nem evento");
    const texts = await Promise.all(["/blog", "/agenda", "/sitemap.xml", "/blog/rss.xml", "/agenda.ics"].map(async (path) => (await request.get(path)).text()));
    for (const post of posts) {
      expect((await request.get(`/blog/${post.id}`)).status(), post.title).toBe(404);
      for (const text of texts) expect(text).not.toContain(post.title);
    }
    for (const event of events) for (const text of texts) expect(text).not.toContain(event.title);
  });
});
