import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { prepareBuild } from "../../../src/build/build-site";
import { postPages } from "../../../src/build/post-pages";
import { pageFrame, writePostPages } from "../../../src/build/prerender";
import { siteSearch } from "../../../src/build/search/site-search";
import { shareImageWriter } from "../../../src/build/share-images";
import { syntheticPosts } from "../../../src/build/synthetic-posts";
import { copyProjectWithFixture, FIXTURE_CONTENT } from "../../support/fixture-site";

const BUILD_TIMEOUT = 300_000;
const SYNTHETIC_POSTS = 16;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe("a site with many posts", () => {
  it("has the same post pages when worker threads render them as when this thread does", { timeout: BUILD_TIMEOUT }, async () => {
    // One build's preparation (content checked, code bundled, pictures written), then its post pages rendered twice
    // through the build's own writePostPages: here, and shared out between two worker threads (each gets several).
    const root = await copyProjectWithFixture(syntheticPosts(SYNTHETIC_POSTS, 1000));
    onTestFinished(() => rm(root, { recursive: true, force: true }));
    const input = await prepareBuild({ root, outDir: join(root, "dist"), quiet: true });
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
    // Every post a page, and nothing else: the synthetic ones and the fixture's own.
    const fixturePosts = (await readdir(join(FIXTURE_CONTENT, "posts"))).filter((name) => name.endsWith(".json")).length;
    expect(names).toEqual(input.content.posts.map((post) => `blog/${post.id}.html`).sort());
    expect(names).toHaveLength(SYNTHETIC_POSTS + fixturePosts);
    // Byte for byte, compared by Buffer.equals.
    const differing: string[] = [];
    for (const name of names) if (!(await readFile(join(threads, name))).equals(await readFile(join(here, name)))) differing.push(name);
    expect(differing).toEqual([]);
  });
});
