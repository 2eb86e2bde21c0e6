import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { buildStamp } from "../../src/build/build-stamp";
import { loadSiteContent } from "../../src/engine/node/load-content";
import { isScheduled } from "../../src/lib/publish-at";
import { withContentFolder } from "../support/content-copy";
import { PROJECT_ROOT } from "../support/fixture-site";
import { CONTENT_FOLDER, content } from "./support/content";
import { EDITORS, SCHEDULED } from "./support/fixture-variants";
import { fixtureSite, variantWithEditor, type TempSite } from "./support/temp-site";
import { test, expect } from "./support/fixtures";

// "Publicar em" (src/engine/core/rules/scheduled-entries.ts): the same content built a minute before its time and at
// its time (support/fixture-variants.ts). Before, no file the build writes names the post, the event, the section or
// the video — whatever the file (pages, lists and their payloads, RSS, calendars, structured data, sitemap, a search
// index, the host's rules, the editor's files under /admin/, with or without a connected editor); at its time, each
// is in the outputs that show its kind.

const { post, event, section, video, page: pageSlug, count } = SCHEDULED;

/**
 * Every file of a built site, whatever its kind (pictures and fonts too: a text could hide in any), read as UTF-8,
 * with a calendar's folded lines unfolded (RFC 5545 cuts them at 75 bytes), by path from the site's root.
 */
async function siteFiles(dist: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile()) files.set(`/${relative(dist, path)}`, (await readFile(path, "utf8")).replace(/\r?\n[ \t]/g, ""));
  }
  return files;
}

const builtFiles = (site: TempSite) => siteFiles(join(site.root, "dist"));

/** Which files name it: its title as written, or as HTML, JSON and calendars escape it. */
const filesNaming = (files: Map<string, string>, text: string) => [...files].filter(([, body]) => body.includes(text)).map(([path]) => path);

const EDITOR_NAMES: Record<keyof typeof EDITORS, string> = { "sem-editor": "without a connected editor", "com-editor": "with an editor connected to GitHub" };

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

    test("the post's address is not found", async ({ request }) => {
      expect((await request.get(`${before.url}/blog/${post.id}`)).status()).toBe(404);
    });

    for (const [editor, described] of Object.entries(EDITOR_NAMES)) {
      test(`no file of the site published ${described} names the post, the event, the section or the video`, async () => {
        const files = await siteFiles(await variantWithEditor("scheduled-before", editor));
        expect(files.size).toBeGreaterThan(20);
        expect(files.has("/admin/index.html"), "the editor is published with the site").toBe(true);
        // Connected, the editor's previews have the site's data, made from what this build publishes; without one, no
        // content file at all is under /admin/ (the check before saving reads the content through GitHub, never here).
        const adminData = [...files.keys()].filter((path) => path.startsWith("/admin/") && path.endsWith(".json"));
        expect(adminData).toEqual(editor === "com-editor" ? ["/admin/editor-data.json"] : []);
        for (const text of [post.title, event.title, section, video, `/blog/${post.id}`, event.slug]) expect(filesNaming(files, text), text).toEqual([]);
        // The video already out is there: only what waits is left out.
        expect(filesNaming(files, "Um vídeo que já está no ar")).toContain(`/${pageSlug}.html`);
        // …and what is published is in the editor's data: a leak there would be seen.
        const published = content.posts[0]?.title ?? "";
        if (editor === "com-editor") expect(filesNaming(files, published), published).toContain("/admin/editor-data.json");
        // Who approves is for the editor's volunteers (read through GitHub, signed in): their WhatsApp is in no file.
        const approver = content.site.approver?.whatsapp;
        if (approver) expect(filesNaming(files, approver), approver).toEqual([]);
      });
    }
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

    test("the event is in the agenda, has its page with its structured data, is in both calendars, and counts", async ({ request }) => {
      const files = await builtFiles(after);
      expect(filesNaming(files, event.title)).toEqual(
        expect.arrayContaining(["/agenda.html", `/agenda/${event.slug}.html`, "/agenda.ics", `/agenda/${event.slug}.ics`]),
      );
      const own = files.get(`/agenda/${event.slug}.html`) ?? "";
      const jsonLd = [...own.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1]).join("\n");
      expect(jsonLd).toContain(event.title);
      // One more event than the same content a minute earlier.
      const [earlier, now] = await Promise.all([fixtureSite("scheduled-before").then((site) => eventCount(site, request)), eventCount(after, request)]);
      expect(now).toBe(earlier + 1);
    });
  });
});

// The content the site was built from (the rehearsal schedules a post for next week): what it schedules for later
// is in no file a visitor, a search engine or anyone at all can fetch.
test.describe("what the content schedules for later", { tag: "@content" }, () => {
  test("is in no file of the built site yet, and its address is not found", async ({ request }) => {
    // Without an instant the content is read whole, what waits included.
    const all = await withContentFolder(CONTENT_FOLDER, () => loadSiteContent(PROJECT_ROOT));
    if (!all.ok) throw new Error("o conteúdo não passa na verificação");
    const builtAt = buildStamp();
    const posts = all.content.posts.filter((post) => isScheduled(post.publishAt, builtAt));
    const events = all.content.events.filter((event) => isScheduled(event.publishAt, builtAt));
    test.skip(posts.length + events.length === 0, "o conteúdo não agenda nenhum artigo nem evento");
    for (const post of posts) expect((await request.get(`/blog/${post.id}`)).status(), post.title).toBe(404);
    // A title the published content also holds (an event of the same name already announced) proves nothing here.
    const published = JSON.stringify(content);
    const titles = [...posts, ...events].map((entry) => entry.title).filter((title) => !published.includes(title));
    const files = await siteFiles(resolve(PROJECT_ROOT, process.env.E2E_DIST ?? "dist"));
    expect(files.size).toBeGreaterThan(20);
    for (const title of titles) expect(filesNaming(files, title), title).toEqual([]);
  });
});
