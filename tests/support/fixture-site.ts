import { readdirSync, readFileSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { copyProject } from "../../src/build/temp-project";
import { BLOCK_CATALOGUE_FILE } from "../../src/engine/node/generate/block-catalogue";
import { loadSiteContent } from "../../src/engine/node/load-content";
import type { SiteContent } from "../../src/engine/core/kinds/types";
import type { Site } from "../../src/types/generated/content";
import type { ChurchEntry } from "../../src/types/content-entries";
import { copyContentFolder, withContentFolder } from "./content-copy";

// import.meta.dirname, not import.meta.url: under the jsdom environment the URL is not a file URL.
export const PROJECT_ROOT = join(import.meta.dirname, "../..");

/**
 * The site the tests own (tests/fixtures/site-content/): a small, complete copy of a church site
 * that editors never touch. Unit tests assert its texts, counts and times; the real site-content/
 * may change freely (see tests/fixtures/README.md).
 */
export const FIXTURE_CONTENT = join(PROJECT_ROOT, "tests/fixtures/site-content");

/** The fixture's site.json, for component and head tests that need a Site. */
export const fixtureSiteJson = (): Site => JSON.parse(readFileSync(join(FIXTURE_CONTENT, "site.json"), "utf8")) as Site;

/** The fixture's churches as they are written (each with its file name), for component tests. */
export const fixtureChurches = (): ChurchEntry[] =>
  readdirSync(join(FIXTURE_CONTENT, "churches"))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ ...(JSON.parse(readFileSync(join(FIXTURE_CONTENT, "churches", name), "utf8")) as ChurchEntry), slug: name.replace(/\.json$/, "") }));

/** The fixture's sede (the church marked "headquarters": true), whose times and address the frame shows. */
export function fixtureSede(): ChurchEntry {
  const sede = fixtureChurches().find((church) => church.headquarters);
  if (!sede) throw new Error("tests/fixtures/site-content/churches/ has no sede");
  return sede;
}

/** Copies the fixture to `<root>/site-content`, so a temporary project reads it as its own content. */
export function copyFixtureContent(root: string, options: { emptyImages?: boolean } = {}): Promise<void> {
  return copyContentFolder(FIXTURE_CONTENT, join(root, "site-content"), root, options);
}

/**
 * A throwaway copy of the project whose content is the tests' own site, never the editors' (a test of code must
 * not have to run on a content change), with the block catalogue the build expects beside it, and `files` written
 * over it (paths from the project's root, e.g. "site-content/posts/….json"). The caller removes it.
 */
export async function copyProjectWithFixture(files: Record<string, string> = {}): Promise<string> {
  const root = await copyProject(PROJECT_ROOT, {}, { content: false });
  await copyFixtureContent(root);
  await copyFile(join(PROJECT_ROOT, BLOCK_CATALOGUE_FILE), join(root, BLOCK_CATALOGUE_FILE));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}

let loaded: Promise<SiteContent> | undefined;

/** The fixture through the real pipeline, loaded once per test file. */
export function loadFixtureSite(): Promise<SiteContent> {
  loaded ??= withContentFolder(FIXTURE_CONTENT, async () => {
    const result = await loadSiteContent(PROJECT_ROOT);
    if (!result.ok) throw new Error(`tests/fixtures/site-content does not pass the check: ${JSON.stringify(result.problems)}`);
    return result.content;
  });
  return loaded;
}
