import { describe, expect, it } from "vitest";
import { canonicalUrl } from "@/site/data/seo";
import type { Site } from "@/types/generated/content";
import { createFixture } from "./fixture";

const file = "site-content/site.json";
const URL_LINE = `"url": "https://www.montecalvario.org.br",`;

async function problemsWithUrl(url: string) {
  const fixture = await createFixture();
  await fixture.edit(file, URL_LINE, `"url": "${url}",`);
  return fixture.newProblems();
}

describe('site.json "url"', () => {
  it("accepts a domain, and a folder under it as docs/hosting.md's GitHub Pages deploy asks for", async () => {
    expect(await problemsWithUrl("https://igreja.github.io")).toEqual([]);
    expect(await problemsWithUrl("https://igreja.github.io/monte-calvario")).toEqual([]);
  });

  it.each(["https://igreja.github.io/monte-calvario/", "http://www.montecalvario.org.br", "https://www.montecalvario.org.br/?a=1"])(
    "refuses %s, saying how to write it",
    async (url) => {
      const problems = await problemsWithUrl(url);
      expect(problems).toEqual([expect.objectContaining({ file, pointer: "/url" })]);
      expect(problems[0]?.message).toMatch(/sem barra no final.*"https:\/\/nome\.github\.io\/repositorio"/);
    },
  );

  it("joins with routes into absolute addresses that keep the folder", () => {
    const site = { url: "https://igreja.github.io/monte-calvario" } as Site;
    expect(canonicalUrl(site, "/")).toBe("https://igreja.github.io/monte-calvario/");
    expect(canonicalUrl(site, "/blog/9")).toBe("https://igreja.github.io/monte-calvario/blog/9");
  });
});
