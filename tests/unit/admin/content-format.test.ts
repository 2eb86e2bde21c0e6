import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatContent, schemaFileOf } from "../../../src/engine/core/format/content-format";
import { bodyCacheFile } from "../../../src/engine/node/body-cache-file";
import { formatContentFiles } from "../../../src/engine/node/format-content-files";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { copyContentFolder, withContentFolder } from "../../support/content-copy";
import { FIXTURE_CONTENT, PROJECT_ROOT } from "../../support/fixture-site";

const index = async () => (await loadSchemaSet(PROJECT_ROOT)).index;
const PAGE = "page.schema.json";

describe("the content format (what the site editor saves and npm run check -- --fix writes)", () => {
  it("writes keys in the schema's order, unknown keys last, two-space JSON with a final newline", async () => {
    const page = { sections: [{ title: "Olá", type: "hero", eyebrow: "Bem-vindo" }], description: "Uma descrição.", title: "Início", extra: 1 };
    const text = formatContent(page, PAGE, await index());
    expect(Object.keys(JSON.parse(text))).toEqual(["title", "description", "sections", "extra"]);
    expect(Object.keys(JSON.parse(text).sections[0])).toEqual(["type", "eyebrow", "title"]);
    expect(text.endsWith("}\n")).toBe(true);
    expect(text).toContain('\n  "title": "Início",\n');
  });

  it("drops what the editor leaves when a field is cleared, but keeps an empty value the schema requires", async () => {
    const page = {
      title: "Início",
      description: "",
      image: { alt: "" },
      sections: [{ type: "hero", title: "Olá", eyebrow: "", image: { src: "/images/a.jpg", alt: "", decorative: true } }],
    };
    const value = JSON.parse(formatContent(page, PAGE, await index()));
    // "description" is required: the check must still see it empty and say so.
    expect(value.description).toBe("");
    expect(value).not.toHaveProperty("image");
    expect(value.sections[0]).not.toHaveProperty("eyebrow");
    expect(value.sections[0].image).toEqual({ src: "/images/a.jpg", alt: "", decorative: true });
  });

  it("counts an optional picture holding only empty values and defaults as not there", async () => {
    const page = { title: "Início", description: "Uma descrição.", image: { alt: "", decorative: false }, sections: [] };
    expect(JSON.parse(formatContent(page, PAGE, await index()))).not.toHaveProperty("image");
    const chosen = { ...page, image: { src: "/images/a.jpg", alt: "Uma foto", decorative: false } };
    expect(JSON.parse(formatContent(chosen, PAGE, await index())).image).toEqual(chosen.image);
  });

  it("changes nothing in a file it wrote, and reads the schema from the file's own $schema", async () => {
    const schemas = await index();
    for (const folder of ["pages", "posts", "ministries"]) {
      for (const name of (await readdir(join(FIXTURE_CONTENT, folder))).filter((n) => n.endsWith(".json"))) {
        const value = JSON.parse(await readFile(join(FIXTURE_CONTENT, folder, name), "utf8"));
        expect(schemaFileOf(value), name).toMatch(/\.schema\.json$/);
        const once = formatContent(value, schemaFileOf(value), schemas);
        expect(formatContent(JSON.parse(once), schemaFileOf(value), schemas), name).toBe(once);
        expect(JSON.parse(once), name).toEqual(value);
      }
    }
  });

  it("npm run check -- --fix rewrites hand-formatted files into content that still passes the check", async () => {
    const root = await mkdtemp(join(PROJECT_ROOT, ".cache", "format-"));
    const folder = join(root, "site-content");
    try {
      await copyContentFolder(FIXTURE_CONTENT, folder, PROJECT_ROOT);
      const file = join(folder, "pages", "inicio.json");
      const compact = JSON.stringify(JSON.parse(await readFile(file, "utf8")));
      await writeFile(file, compact);
      await withContentFolder(folder, async () => {
        const rewritten = await formatContentFiles(PROJECT_ROOT);
        expect(rewritten.some((path) => path.endsWith("pages/inicio.json"))).toBe(true);
        expect(await readFile(file, "utf8")).toBe(formatContent(JSON.parse(compact), PAGE, await index()));
        expect(await formatContentFiles(PROJECT_ROOT)).toEqual([]);
        const result = await loadSiteContent(PROJECT_ROOT);
        expect(result.ok ? [] : result.problems).toEqual([]);
      });
    } finally {
      await rm(root, { recursive: true, force: true });
      // The check kept this folder's compiled and cleaned post texts in the project's .cache/post-bodies/, which CI
      // restores and saves: a file per run, under a name no later run asks for.
      const relativeFolder = folder.slice(PROJECT_ROOT.length + 1);
      await Promise.all((["markdown", "sanitized"] as const).map((step) => rm(bodyCacheFile(PROJECT_ROOT, step, relativeFolder), { force: true })));
    }
  });
});
