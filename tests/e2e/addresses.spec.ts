import { anotherPage, content, heroTitle } from "./support/content";
import { test, expect } from "./support/fixtures";

// Static hosts answer some of these with the page's own HTML and others with 404.html.
test.use({ expectedConsoleErrors: [/status of 404/] });

const route = anotherPage?.route ?? "/";
const post = content.posts[0];
const SPELLINGS: [string, string, string | undefined][] = [
  [`${route}.html`, route, heroTitle(route)],
  ["/index.html", "/", heroTitle("/")],
  [`${route}/`, route, heroTitle(route)],
  [route.toUpperCase(), route, heroTitle(route)],
  ...(post
    ? ([
        [`/Blog/${post.id}/`, `/blog/${post.id}`, post.title],
        [`/blog/${post.id}.html`, `/blog/${post.id}`, post.title],
      ] as [string, string, string][])
    : []),
];

test.describe("other spellings of a page's address", { tag: "@content" }, () => {
  for (const [typed, canonical, heading] of SPELLINGS) {
    test(`${typed} shows ${canonical} under its own address`, async ({ page, baseURL }) => {
      await page.goto(`${baseURL}${typed}`);
      await expect(page).toHaveURL(`${baseURL}${canonical}`);
      if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${canonical === "/" ? "/?" : canonical}$`));
    });
  }

  test("an address that names no page keeps its spelling and shows the 404 page", async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/Nada-Aqui/`);
    await expect(page).toHaveURL(`${baseURL}/Nada-Aqui/`);
    const title = heroTitle("/404");
    if (title) await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});
