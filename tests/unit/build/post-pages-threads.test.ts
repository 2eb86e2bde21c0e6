import { spawnSync } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildSite } from "../../../src/build/build-site";
import { syntheticPosts } from "../../../src/build/synthetic-posts";
import { copyProjectWithFixture, FIXTURE_CONTENT } from "../../support/fixture-site";
import { tsx } from "../../support/run-tsx";

const BUILD_TIMEOUT = 600_000;
// Pinned, so the two builds' calendars carry the same stamp.
const SOURCE_DATE_EPOCH = "1767225600";
const SYNTHETIC_POSTS = 16;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe("a site with many posts", () => {
  it("is built the same when worker threads render its post pages as when this thread does", { timeout: BUILD_TIMEOUT }, async () => {
    // npm run build (under tsx) shares the post pages out between threads past a number of posts (post-pages.ts),
    // lowered here so a small site takes that path: each thread gets several pages.
    const root = await copyProjectWithFixture(syntheticPosts(SYNTHETIC_POSTS, 1000));
    onTestFinished(() => rm(root, { recursive: true, force: true }));
    const threads = join(root, "dist-threads");
    const here = join(root, "dist-here");
    const env = { ...process.env, SOURCE_DATE_EPOCH, SITE_POST_THREADS_FROM: "2" };
    const [command, args] = tsx("scripts/build.ts", "--no-editor", "--out", threads);
    const built = spawnSync(command, args, { cwd: root, env, encoding: "utf8" });
    expect(built.status, built.stderr).toBe(0);
    // This process does not run under tsx: its build renders every page itself.
    const previous = process.env.SOURCE_DATE_EPOCH;
    process.env.SOURCE_DATE_EPOCH = SOURCE_DATE_EPOCH;
    try {
      await buildSite({ root, outDir: here, quiet: true });
    } finally {
      if (previous === undefined) delete process.env.SOURCE_DATE_EPOCH;
      else process.env.SOURCE_DATE_EPOCH = previous;
    }
    const names = await files(here);
    expect(await files(threads)).toEqual(names);
    // Every post a page: the synthetic ones and the fixture's own.
    const fixturePosts = (await readdir(join(FIXTURE_CONTENT, "posts"))).filter((name) => name.endsWith(".json")).length;
    expect(names.filter((name) => /^blog\/\d+\.html$/.test(name))).toHaveLength(SYNTHETIC_POSTS + fixturePosts);
    // Byte for byte, compared by Buffer.equals: a deep equality walks every byte of every picture as a list.
    const differing: string[] = [];
    for (const name of names) if (!(await readFile(join(threads, name))).equals(await readFile(join(here, name)))) differing.push(name);
    expect(differing).toEqual([]);
  });
});
