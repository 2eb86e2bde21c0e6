import { test, expect } from "./support/fixtures";
import { content, firstPageWith, heroTitle, postListSay } from "./support/content";

/** Texts and addresses read from the content under test. */
const NOT_FOUND_TITLE = heroTitle("/404") ?? "";

const LONG = `/${"a".repeat(3000)}`;
const NOT_FOUND = [
  "/nao-existe",
  "//double",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/..%2f..%2fetc%2fpasswd",
  LONG,
  "/sobre/extra/coisa",
  "/%E0%A4%A",
  "/<script>alert(1)</script>",
];
// Post addresses that name no post: not a number, not a whole positive one, none the content has, or absurd.
const unusedId = Math.max(0, ...content.posts.map((post) => post.id)) + 1000;
const TO_BLOG = ["abc", "0", "-1", "1.5", String(unusedId), "%00", "99999999999999999999", "1e3"].map((id) => `/blog/${id}`);
const blogTitle = heroTitle(firstPageWith("post-list")?.page.route ?? "/blog");

test.describe("hostile and broken addresses", () => {
  test.use({ expectedConsoleErrors: [/status of 40[04]/] });

  async function expectSanePage(page: import("@playwright/test").Page, address?: string) {
    await expect(page.getByRole("heading", { level: 1 }), address).toBeVisible();
    const text = await page.locator("body").innerText();
    expect(text, address).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
    await expect(page.getByRole("navigation", { name: "Principal" }), address).toBeVisible();
  }

  // Each list in one test, one tab: a test of its own per address cost the browser's reset between tests more than
  // the check itself (docs/testing.md). Each address is a new document, and each check names it.
  test("every broken or hostile address shows the 404 page", async ({ page, baseURL }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(`${page.url()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    for (const path of NOT_FOUND) {
      const name = path.slice(0, 40);
      // Absolute, or "//double" would be read as a host name by the test runner itself.
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status(), name).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), name).toHaveText(NOT_FOUND_TITLE);
      await expectSanePage(page, name);
    }
    expect(dialogs).toEqual([]);
  });

  test("every post address that names no post redirects to the blog list, replacing the bad address", async ({ page }) => {
    for (const path of TO_BLOG) {
      await page.goto("/");
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/blog$/);
      if (blogTitle) await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(blogTitle);
      await expectSanePage(page, path);
      await page.goBack();
      await expect(page, `${path}: back`).toHaveURL((url) => url.pathname === "/");
    }
  });

  test("a script in ?category= is shown as text, never run", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto("/blog?category=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E");
    await expect(page.getByText(postListSay.emptyText)).toBeVisible();
    await expectSanePage(page);
    expect(await page.locator("img[src='x']").count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
