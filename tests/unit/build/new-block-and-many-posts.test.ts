import { spawnSync } from "node:child_process";
import { cp, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareBuild, type PreparedBuild } from "../../../src/build/build-site";
import { postPages } from "../../../src/build/post-pages";
import { pageFrame, prerenderAll, writePostPages } from "../../../src/build/prerender";
import { siteSearch } from "../../../src/build/search/site-search";
import { shareImageWriter } from "../../../src/build/share-images";
import { syntheticPosts } from "../../../src/build/synthetic-posts";
import { copyProjectWithFixture, FIXTURE_CONTENT } from "../../support/fixture-site";
import { tsx } from "../../support/run-tsx";
import { SPAWN_TIMEOUT } from "../pipeline/run-check";

/**
 * One temporary project, built once, for two facts that each need a build of their own code and content: a block
 * added the way a newcomer adds one, and a site with more posts than the fixture's few. Neither change touches
 * what the other test looks at (the home page's new section; the post pages), and a whole build of a copy (its
 * check, both bundles, its pictures) was most of each test's cost (docs/testing.md).
 */

const SYNTHETIC_POSTS = 16;
/** The generators (one process) and a build: room for a 2-core machine running the browser tests beside it. */
const BUILD_TIMEOUT = SPAWN_TIMEOUT * 8;

/**
 * npm run gen:types, gen:cms and docs, in that order, as the newcomer runs them: the scripts themselves, in one
 * child process instead of three (each Node with tsx costs more to start than its script takes to run).
 */
const runGenerators = (root: string) => {
  const scripts = ["gen-types.ts", "gen-cms.ts", "gen-docs.ts"].map((script) => `await import("./scripts/${script}");`).join(" ");
  const [command, args] = tsx("--input-type=module", "--eval", scripts);
  const result = spawnSync(command, args, { cwd: root, encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

/** Copies a folder, renaming every file and every word that names the old block after the new one. */
async function copyRenamed(from: string, to: string, rename: (text: string) => string): Promise<void> {
  await cp(from, to, { recursive: true });
  for (const name of await readdir(to)) {
    const text = await readFile(join(to, name), "utf8");
    await writeFile(join(to, name), rename(text));
    if (rename(name) !== name) await renameFile(join(to, name), join(to, rename(name)));
  }
}
const renameFile = rename;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

// What a newcomer does: copy the cta block's schema and folder, and replace its name with the new one's.
const toNew = (text: string) => text.replaceAll("cta", "chamada").replaceAll("Cta", "Chamada");
const NEW_SECTION = { id: "chamada-nova", heading: "Uma chamada de um bloco novo" };

let root: string;
let generated: string;
let input: PreparedBuild;

beforeAll(async () => {
  // The fixture with many posts of its own (synthetic ones beside the fixture's).
  root = await copyProjectWithFixture(syntheticPosts(SYNTHETIC_POSTS, 1000));
  // A new block: its schema and folder copied from cta's under a new name, its registry entry, the generators.
  const schema = JSON.parse(await readFile(join(root, "schemas/blocks/cta.schema.json"), "utf8"));
  const copy = JSON.parse(toNew(JSON.stringify(schema)));
  copy.title = "Chamada especial";
  await writeFile(join(root, "schemas/blocks/chamada.schema.json"), `${JSON.stringify(copy, null, 2)}\n`);
  await copyRenamed(join(root, "src/site/blocks/cta"), join(root, "src/site/blocks/chamada"), toNew);
  const registry = join(root, "src/site/blocks/registry.ts");
  const source = await readFile(registry, "utf8");
  await writeFile(
    registry,
    source
      .replace("import type { BlockDefinition", 'import { chamadaBlock } from "./chamada/chamada.block";\nimport type { BlockDefinition')
      .replace("  cta: ctaBlock,", "  cta: ctaBlock,\n  chamada: chamadaBlock,"),
  );
  generated = runGenerators(root);
  // The new block on the home page, as its schema's example.
  const home = join(root, "site-content/pages/inicio.json");
  const page = JSON.parse(await readFile(home, "utf8"));
  const [example] = copy.examples as Record<string, unknown>[];
  page.sections.push({ ...example, ...NEW_SECTION });
  await writeFile(home, `${JSON.stringify(page, null, 2)}\n`);
  // The whole build (buildSite is these two steps), its preparation kept for the post pages rendered again below.
  input = await prepareBuild({ root, outDir: join(root, "dist"), quiet: true });
  await prerenderAll(input);
}, BUILD_TIMEOUT);

afterAll(() => (root ? rm(root, { recursive: true, force: true }) : undefined));

describe("a block is its schema, its folder and one registry entry", () => {
  it("a block copied from another under a new name, with its registry entry and the generators, is in the editor's menu and the catalogue and builds on a page", async () => {
    expect(generated).toContain("Catálogo de blocos gerado");
    const pageSchema = await readFile(join(root, "schemas/page.schema.json"), "utf8");
    expect(pageSchema).toContain('{ "$ref": "blocks/chamada.schema.json" }');
    expect(await readFile(join(root, "site-content/BLOCOS.md"), "utf8")).toContain("## `chamada`");
    const config = await readFile(join(root, "src/editor/generated/decap-config.json"), "utf8");
    expect(config).toContain('"label": "Chamada especial"');

    const html = await readFile(join(input.outDir, "index.html"), "utf8");
    expect(html).toContain(`id="${NEW_SECTION.id}"`);
    expect(html).toContain(NEW_SECTION.heading);
  });
});

describe("a site with many posts", () => {
  it("has the same post pages when worker threads render them as when this thread does", { timeout: BUILD_TIMEOUT }, async () => {
    // The build's preparation (content checked, code bundled, pictures written), then its post pages rendered twice
    // through the build's own writePostPages: here, and shared out between two worker threads (each gets several).
    const frame = pageFrame(input.content, siteSearch(input.content, input.server), input.builtAt);
    // One writer for both: the share images are written once, into the build's folder, as the build does.
    const shareImage = shareImageWriter(input.outDir, input.describeImage);
    const render = async (outDir: string, threads: boolean) => {
      const pages = postPages(input.server, { serverUrl: input.serverUrl, template: input.template, ...frame, base: input.base, outDir }, 0, threads);
      expect(pages.threads > 0).toBe(threads);
      await writePostPages(input, shareImage, pages);
      return files(outDir);
    };
    const here = join(root, "dist-here");
    const threads = join(root, "dist-threads");
    const names = await render(here, false);
    expect(await render(threads, true)).toEqual(names);
    // Every post a page (the synthetic ones and the fixture's own), and beside them only the props files their islands
    // fetch (island-props-files.ts: the newsletter's, the same for every post).
    const fixturePosts = (await readdir(join(FIXTURE_CONTENT, "posts"))).filter((name) => name.endsWith(".json")).length;
    const pages = names.filter((name) => name.endsWith(".html"));
    expect(pages).toEqual(input.content.posts.map((post) => `blog/${post.id}.html`).sort());
    expect(pages).toHaveLength(SYNTHETIC_POSTS + fixturePosts);
    expect(names.filter((name) => !name.endsWith(".html")).every((name) => /^assets\/ilha-[\w-]+\.json$/.test(name))).toBe(true);
    // Byte for byte, compared by Buffer.equals.
    const differing: string[] = [];
    for (const name of names) if (!(await readFile(join(threads, name))).equals(await readFile(join(here, name)))) differing.push(name);
    expect(differing).toEqual([]);
  });
});
