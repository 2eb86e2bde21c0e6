// The editors' guide is content: they change it, and a change to it alone runs this test (npm run test:content).
import { access, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { imageAltFindings } from "../../src/engine/core/rules/image-alt-checks";
import { loadSchemaSet } from "../../src/engine/node/schema-registry";
import { schemaFindings } from "../../src/engine/core/schemas/schema-findings";

const root = join(import.meta.dirname, "../..");
const guide = await readFile(join(root, "site-content/LEIA-ME.md"), "utf8");
// Whole files in the guide carry "$schema": those are the ones editors copy as they are.
const wholeFiles = [...guide.matchAll(/```json\n([\s\S]*?)```/g)]
  .map((match) => match[1] ?? "")
  .filter((text) => text.includes('"$schema"'))
  .map((text) => JSON.parse(text) as { $schema: string });

describe("site-content/LEIA-ME.md", () => {
  it("has the whole-file examples the guide promises (page, post, event, church, person, sermon)", () => {
    expect(wholeFiles.map((file) => file.$schema.replace(/^(\.\.\/)+schemas\//, "")).sort()).toEqual([
      "content/church.schema.json",
      "content/event.schema.json",
      "content/person.schema.json",
      "content/post.schema.json",
      "content/sermon.schema.json",
      "page.schema.json",
    ]);
  });

  it.each(wholeFiles.map((file) => [file.$schema, file] as const))("its %s example is valid", async (schema, file) => {
    const schemas = await loadSchemaSet(root);
    const validate = schemas.validator(schema.replace(/^(\.\.\/)+schemas\//, ""));
    expect(validate(file) ? [] : schemaFindings(validate.errors ?? [], schemas.index)).toEqual([]);
    expect(imageAltFindings(file)).toEqual([]);
  });

  it("links to the block catalogue and names the gallery address", () => {
    expect(guide).toContain("[BLOCOS.md](BLOCOS.md)");
    expect(guide).toContain("http://localhost:5173/_blocos");
  });

  it("opens with the browser editor, a part read in ten minutes (300 lines at most), then the reference", () => {
    const headings = [...guide.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings[0]).toBe("O editor do site (no navegador)");
    expect(headings[1]).toBe("Referência");
    expect(guide.slice(0, guide.indexOf("\n## Referência")).split("\n").length).toBeLessThanOrEqual(300);
  });

  it("walks the volunteer through the editor without GitHub, a terminal, a file or a word nobody explained", () => {
    const part = guide.slice(0, guide.indexOf("\n## Referência"));
    // Links may lead to the reference; their targets are not steps of hers.
    const text = part.replace(/\]\(#[^)]*\)/g, "]");
    for (const word of [
      /GitHub/i,
      /terminal/i,
      /npm /,
      /site-content\//,
      /\.json\b/,
      /\breposit/i,
      /\bramos?\b/i,
      /pull request/i,
      /hospedagem/i,
      /Markdown/i,
      /marcador/i,
    ]) {
      expect(text, String(word)).not.toMatch(word);
    }
    // The one English word she meets on the way in, said in Portuguese beside it.
    expect(text).toMatch(/\*\*Authorize\*\*, que quer dizer “autorizar”/);
  });

  it("every link to a part of the guide leads to one of its headings", () => {
    // GitHub's anchors: lower case, punctuation dropped (accents kept), spaces as hyphens.
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, "")
        .replace(/\s/g, "-");
    const anchors = new Set([...guide.matchAll(/^#{1,4} (.+)$/gm)].map((match) => slug(match[1] ?? "")));
    const links = [...guide.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1] ?? "");
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((link) => !anchors.has(link))).toEqual([]);
  });

  it("shows pictures that are in the repository, each described", async () => {
    // The guide's own pictures (docs/images/); other images in it are examples of what to write.
    const pictures = [...guide.matchAll(/!\[([^\]]*)\]\((\.\.\/docs\/[^)]+)\)/g)];
    expect(pictures.length).toBeGreaterThan(5);
    for (const [, alt, path = ""] of pictures) {
      expect(alt?.trim(), path).toBeTruthy();
      await expect(access(join(root, "site-content", path)), path).resolves.toBeUndefined();
    }
  });
});
