import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSiteContent } from "../../src/engine/node/load-content";
import type { SiteContent } from "../../src/engine/core/kinds/types";
import type { Site } from "../../src/types/generated/content";
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

/** Copies the fixture to `<root>/site-content`, so a temporary project reads it as its own content. */
export function copyFixtureContent(root: string, options: { emptyImages?: boolean } = {}): Promise<void> {
  return copyContentFolder(FIXTURE_CONTENT, join(root, "site-content"), root, options);
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
