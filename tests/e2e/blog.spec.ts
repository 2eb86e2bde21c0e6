import { escapeHtml } from "../../src/build/head-tags";
import { POST_LIST_PAGE_SIZE, postMonthLabel } from "../../src/site/data/posts";
import { fullPageTitle } from "../../src/site/data/seo";
import { blog, content, firstPageWith, newsletterBoxWords, newsletterFormName, pageAt, postListSay } from "./support/content";
import { SITE, SITE_URL, WORDS } from "./support/site-routes";
import { test, expect } from "./support/fixtures";

const { posts } = content;
const list = firstPageWith("post-list");
const blogRoute = list?.page.route ?? "/blog";
const blogTitle = (() => {
  const hero = list?.page.page.sections.find((section) => section.type === "hero");
  return hero && "title" in hero ? hero.title : undefined;
})();
const featured = posts.find((post) => post.featured);
const others = posts.filter((post) => post !== featured);
const categories = [...new Set(posts.map((post) => post.category))];
const category = categories[0] ?? "";
const inCategory = posts.filter((post) => post.category === category);
/** The list shows the featured post and the first page of the others. */
const shownFor = (items: typeof posts) =>
  items.filter((post) => post.featured).length + Math.min(items.filter((post) => !post.featured).length, POST_LIST_PAGE_SIZE);
const middle = posts[Math.floor(posts.length / 2)];
const headingsOf = (html: string) => [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => (match[1] ?? "").replace(/<[^>]+>/g, "").trim());

test.describe("the blog list", { tag: "@content" }, () => {
  test.skip(!list || !featured, "o conteúdo não tem bloco post-list, ou nenhum artigo em destaque");

  test("lists the featured post on top and the newest others under it, with their facts", async ({ page }) => {
    await page.goto(blogRoute);
    if (blogTitle) await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogTitle);
    const top = page.getByRole("article").first();
    await expect(top.getByRole("heading", { level: 2 })).toHaveText(featured?.title ?? "");
    await expect(top.getByRole("link", { name: new RegExp(`^${WORDS.postPage.readPost}`) })).toHaveAttribute("href", `/blog/${featured?.id}`);
    const recent = page
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { level: 3 }) })
      .getByRole("article");
    await expect(recent).toHaveCount(Math.min(others.length, POST_LIST_PAGE_SIZE));
    await expect(recent.getByRole("heading", { level: 3 })).toHaveText(others.slice(0, POST_LIST_PAGE_SIZE).map((post) => post.title));
    const first = others[0];
    if (!first) return;
    const card = recent.first();
    await expect(card.getByText(first.category, { exact: true })).toBeVisible();
    await expect(card.getByText(first.author)).toBeVisible();
    await expect(card.getByText(`${first.readTime} ${WORDS.postPage.readingTimeSuffix}`)).toBeVisible();
    await expect(card.getByText(postMonthLabel(first.date))).toBeVisible();
    await expect(card.getByRole("img")).toHaveAttribute("alt", /.+/);
  });

  test("the category filter sets, reads and clears ?category=", async ({ page }) => {
    await page.goto(blogRoute);
    const filter = page.getByRole("list", { name: postListSay.filterLabel });
    const all = filter.getByRole("button", { name: postListSay.allCategories });
    const button = filter.getByRole("button", { name: category, exact: true });
    await expect(filter.getByRole("button")).toHaveText([postListSay.allCategories, ...[...categories].sort((a, b) => a.localeCompare(b, "pt-BR"))]);
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await button.click();
    await expect(page).toHaveURL((url) => url.searchParams.get("category") === category);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await all.click();
    await expect(page).toHaveURL((url) => url.pathname === blogRoute && url.search === "");

    await page.goto(`${blogRoute}?category=${encodeURIComponent(category)}`);
    await expect(filter.getByRole("button", { name: category, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("article")).toHaveCount(shownFor(inCategory));
  });

  test("?category= tolerates how people write it: empty is Todos, case and accents do not matter, the last one wins", async ({ page }) => {
    const filter = page.getByRole("list", { name: postListSay.filterLabel });
    const pressed = filter.locator('button[aria-pressed="true"]');
    const loose = category
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();

    await page.goto(`${blogRoute}?category=`);
    await expect(pressed).toHaveText(postListSay.allCategories);
    await expect(page.getByRole("article")).toHaveCount(shownFor(posts));

    await page.goto(`${blogRoute}?category=${encodeURIComponent(loose)}`);
    await expect(pressed).toHaveText(category);
    await expect(page.getByRole("article")).toHaveCount(shownFor(inCategory));

    await page.goto(`${blogRoute}?category=Categoria%20Inexistente&category=${encodeURIComponent(category.toUpperCase())}`);
    await expect(pressed).toHaveText(category);

    await page.goto(`${blogRoute}?category=${encodeURIComponent(category)}&category=`);
    await expect(pressed).toHaveText(postListSay.allCategories);
  });

  test("an unknown category shows the page's empty text with a way back", async ({ page }) => {
    await page.goto(`${blogRoute}?category=Categoria%20Inexistente`);
    if (list?.section.emptyText) await expect(page.getByText(list.section.emptyText)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await page.getByRole("button", { name: postListSay.showAll }).click();
    await expect(page).toHaveURL((url) => url.pathname === blogRoute && url.search === "");
    await expect(page.getByRole("article")).toHaveCount(shownFor(posts));
  });

  test("a post's link is an ordinary link: the post opens as a whole page, at its top", async ({ page }) => {
    const target = others[0] ?? featured;
    if (!target) return;
    await page.goto(blogRoute);
    await page.evaluate(() => window.scrollTo(0, 400));
    const navigation = page.waitForEvent("framenavigated");
    await page.locator(`a[href="/blog/${target.id}"]`).first().click();
    await navigation;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the newsletter asks for a valid e-mail and consent", async ({ page }) => {
    test.skip(!pageAt(blogRoute)?.page.sections.some((section) => section.type === "newsletter"), "a página do blog não tem bloco newsletter");
    await page.goto(blogRoute);
    const form = page.getByRole("form", { name: newsletterFormName });
    await form.getByRole("button", { name: newsletterBoxWords.subscribe }).click();
    await expect(form.getByText(newsletterBoxWords.emailMissing)).toBeVisible();
    await expect(form.getByLabel(newsletterBoxWords.emailLabel)).toBeFocused();
    await form.getByLabel(newsletterBoxWords.emailLabel).fill("maria@");
    await form.getByRole("button", { name: newsletterBoxWords.subscribe }).click();
    await expect(form.getByText(newsletterBoxWords.emailInvalid)).toBeVisible();
    await form.getByLabel(newsletterBoxWords.emailLabel).fill("maria@exemplo.com");
    await form.getByRole("button", { name: newsletterBoxWords.subscribe }).click();
    await expect(form.getByText(newsletterBoxWords.consentMissing)).toBeVisible();
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    await expect(form.getByRole("link", { name: newsletterBoxWords.rssLink })).toHaveAttribute("href", "/blog/rss.xml");
  });
});

test.describe("a post page", { tag: "@content" }, () => {
  test.skip(!middle, "o conteúdo não tem artigos");

  test("has its header, body, author, related posts and sidebar", async ({ page }) => {
    const post = middle;
    if (!post) return;
    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(post.versiculoChave).first()).toBeVisible();
    for (const heading of headingsOf(post.html)) await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: WORDS.postPage.aboutAuthor })).toContainText(post.author);
    const sameCategory = posts.filter((other) => other.category === post.category && other.id !== post.id);
    const related = page.getByRole("region", { name: WORDS.postPage.relatedPosts }).getByRole("article");
    await expect(related).toHaveCount(Math.min(3, sameCategory.length));
    await expect(related.getByRole("link", { name: new RegExp(`^${WORDS.postPage.readPost}`) })).not.toContainText([post.title]);
    const sidebar = page.getByRole("complementary", { name: WORDS.postPage.moreFromBlog });
    await expect(sidebar.getByRole("link", { name: post.category, exact: true })).toHaveAttribute(
      "href",
      `/blog?category=${encodeURIComponent(post.category)}`,
    );
    await expect(sidebar.getByRole("region", { name: WORDS.postPage.recentPosts }).getByRole("link")).toHaveCount(Math.min(3, posts.length - 1));
    await page.getByRole("link", { name: `${WORDS.postPage.backTo} ${blog.name}` }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("posts are complete without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const post of [posts[0], posts.at(-1)]) {
      if (!post) continue;
      await page.goto(`/blog/${post.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      const heading = headingsOf(post.html)[0];
      if (heading) await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await context.close();
  });

  // Canonical addresses and valid JSON-LD, for every page and post: site-wide.spec.ts.
  test("each post's HTML carries its title and its BlogPosting JSON-LD", async ({ request }) => {
    for (const post of posts) {
      const html = await (await request.get(`/blog/${post.id}`)).text();
      expect(html).toContain(`<title>${escapeHtml(fullPageTitle(post.title, SITE))}</title>`);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}"));
      expect(ld[0]).toMatchObject({ "@type": "BlogPosting", headline: post.title });
      expect(String(ld[0]?.datePublished)).toMatch(new RegExp(`^${post.date}T`));
    }
  });
});

test("Compartilhar copies the link where there is no share sheet", async ({ page, context, baseURL }) => {
  const post = posts[0];
  test.skip(!post, "o conteúdo não tem artigos");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.goto(`/blog/${post?.id}`);
  await page.getByRole("button", { name: "Compartilhar" }).click();
  await expect(page.getByText("Link copiado")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/blog/${post?.id}$`));
});

test("the RSS feed lists every post, newest first, with absolute links", { tag: "@content" }, async ({ request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>(.*?)<\/link>/g)].map((m) => m[1]);
  expect(links).toEqual(posts.map((post) => `${SITE_URL}/blog/${post.id}`));
});
