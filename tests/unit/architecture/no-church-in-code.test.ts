import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { churchFacts } from "../../support/church-facts";
import { loadFixtureSite, PROJECT_ROOT } from "../../support/fixture-site";

/**
 * Nothing a visitor, a feed reader or a calendar sees is written in the code: another church's content folder
 * builds with the same src/ (examples/ proves it). The facts that make a church itself are read from the
 * tests' own site, a copy of one church's content: its name, district, contacts, address, PIX key and the
 * blog's name. None may appear in the code, the schemas (their descriptions and examples reach the editor that
 * every church publishes) or the page template.
 */
const content = await loadFixtureSite();
const { site } = content;
const blog = content.pages.find((page) => page.page.sections.some((section) => section.type === "post-list"));
const CHURCH_FACTS = [
  ...churchFacts(content),
  site.contact.phone.replace(/\D/g, ""),
  site.contact.email.split("@")[1] ?? site.contact.email,
  site.url.replace(/^https:\/\//, ""),
  blog?.page.title ?? "",
].filter((fact) => fact.length >= 5);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(join(PROJECT_ROOT, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|json|css|html)$/.test(entry.name))
    .map((entry) => relative(PROJECT_ROOT, join(entry.parentPath, entry.name)));
}

describe("no church in the code", () => {
  it("the facts of a church are read from its content: the code, the schemas and the template name none", async () => {
    expect(CHURCH_FACTS.length).toBeGreaterThanOrEqual(8);
    const files = [...(await filesUnder("src")), ...(await filesUnder("schemas")), "index.html"];
    const found: string[] = [];
    for (const file of files) {
      const text = (await readFile(join(PROJECT_ROOT, file), "utf8")).toLowerCase();
      for (const fact of CHURCH_FACTS) if (text.includes(fact.toLowerCase())) found.push(`${file}: "${fact}"`);
    }
    expect(found).toEqual([]);
  });
});
