import { blogInfo } from "../../../src/build/payloads/page-payloads";
import { mainChurch } from "../../../src/lib/churches";
import { newsletterSubject } from "../../../src/site/components/posts/newsletter-submit";
import { newsletterWords } from "../../../src/site/components/posts/newsletter-words";
import { siteWords } from "../../../src/site/data/site-words";
import { contactFormWords } from "../../../src/site/blocks/contact-form/contact-form-words";
import { prayerFormWords } from "../../../src/site/blocks/prayer-request/prayer-request-words";
import { postListWords } from "../../../src/site/blocks/post-list/post-list-words";
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { isDeepStrictEqual } from "node:util";
import { join, resolve } from "node:path";
import { buildStamp } from "../../../src/build/build-stamp";
import type { LoadedPage, SiteContent } from "../../../src/engine/core/kinds/types";
import type { Page as PageContent } from "../../../src/types/generated/content";

const projectRoot = join(import.meta.dirname, "../../..");

/**
 * The content folder the served dist/ was built from: site-content/ by default, the rehearsal copy
 * of a season of edits (tests/content-season/) or any folder given as E2E_CONTENT. Browser tests read
 * what they expect from here, through the same pipeline as the build (placeholders filled, posts
 * sanitised, collections in their order), so an editor's valid change never turns them red.
 */
export const CONTENT_FOLDER = resolve(projectRoot, process.env.E2E_CONTENT ?? "site-content");

async function load(): Promise<SiteContent> {
  // Imported here: a process that reads the run's copy (below) never loads the pipeline's modules.
  const [{ loadSiteContent }, { withContentFolder }] = await Promise.all([
    import("../../../src/engine/node/load-content"),
    import("../../support/content-copy"),
  ]);
  // As the build read it: the events not over at its time (SOURCE_DATE_EPOCH, which npm test pins for every step).
  const result = await withContentFolder(CONTENT_FOLDER, () => loadSiteContent(projectRoot, { now: buildStamp() }));
  if (!result.ok)
    throw new Error(
      `the content under test does not pass the check:\n${result.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`).join("\n")}`,
    );
  return result.content;
}

/**
 * Where this run keeps the content it loaded, beside its shared builds (temp-site.ts's RUN_DIR, removed with them by the
 * global teardown): one file per content folder and instant. playwright.config.ts names the run before anything loads.
 */
function runCopy(): string | undefined {
  const run = process.env.E2E_RUN_ID;
  if (!run) return undefined;
  const key = createHash("sha256").update(`${CONTENT_FOLDER}\n${buildStamp().toISOString()}`).digest("hex").slice(0, 16);
  return join(projectRoot, ".cache/e2e-sites", run, `content-${key}.json`);
}

/**
 * Loaded once per run: Playwright's runner reads every spec to list the tests, so it loads the content first and
 * keeps what it loaded for the run; each worker reads that instead of checking the same content again (the schemas
 * compiled, every file read and checked: seconds of CPU per worker, in every browser run of npm test). Only content
 * that JSON keeps exactly as loaded is kept; otherwise, or without the file, a process loads it itself.
 */
async function loadOnce(): Promise<SiteContent> {
  const file = runCopy();
  const kept = file ? await readFile(file, "utf8").catch(() => undefined) : undefined;
  if (kept !== undefined) return JSON.parse(kept) as SiteContent;
  const loaded = await load();
  const text = JSON.stringify(loaded);
  if (file && isDeepStrictEqual(JSON.parse(text), loaded)) {
    await mkdir(join(file, ".."), { recursive: true });
    // Renamed into place: a process reading it never sees half a file.
    await writeFile(`${file}.${process.pid}.tmp`, text);
    await rename(`${file}.${process.pid}.tmp`, file);
  }
  return loaded;
}

/** Loaded once per run (above); every spec shares it. */
export const content: SiteContent = await loadOnce();

type SectionType = PageContent["sections"][number]["type"];
export type SectionOf<T extends SectionType> = Extract<PageContent["sections"][number], { type: T }>;

/** The sede (the church marked "headquarters": true): the times and address the frame, the contact page and the agenda show. */
export const sede = (() => {
  const church = mainChurch(content.churches);
  if (!church) throw new Error("the content under test has no church");
  return church;
})();

/** Every page holding a section of this type, with the section, in the site's page order. */
export function pagesWith<T extends SectionType>(type: T): { page: LoadedPage; section: SectionOf<T>; index: number }[] {
  return content.pages.flatMap((page) =>
    page.page.sections.flatMap((section, index) => (section.type === type ? [{ page, section: section as SectionOf<T>, index }] : [])),
  );
}

/** The first page with a section of this type, or undefined when the content has none (the test then says so and skips). */
export function firstPageWith<T extends SectionType>(type: T): { page: LoadedPage; section: SectionOf<T>; index: number } | undefined {
  return pagesWith(type)[0];
}

/** A page by its route ("/", "/sobre"). */
export function pageAt(route: string): LoadedPage | undefined {
  return content.pages.find((page) => page.route === route);
}

/** The h1 a page opens with: its first hero's title (the page at that route decides, not the test). */
export function heroTitle(route: string): string | undefined {
  const hero = pageAt(route)?.page.sections.find((section) => section.type === "hero");
  return hero && "title" in hero ? hero.title : undefined;
}

/** Some page other than the home and the 404 page, with a hero: for tests that need "another page". */
export const anotherPage = content.pages.find((page) => page.slug !== "inicio" && page.slug !== "404" && heroTitle(page.route));

/** The blog as its page names it, the newsletter box's words (its section's on the blog page) and the form's accessible name (its e-mail subject). */
export const blog = blogInfo(content);
export const newsletterBoxWords = newsletterWords(blog.newsletterWords);
export const newsletterFormName = newsletterSubject(newsletterBoxWords, blog.name);

/** The words the contact and prayer forms share (site.json's `words.forms`, over the schema's defaults). */
export const formWords = siteWords(content.site).forms;
/** The contact form's and the prayer form's own words, as the first page holding each writes them. */
export const contactWords = contactFormWords(firstPageWith("contact-form")?.section);
export const prayerWords = prayerFormWords(firstPageWith("prayer-request")?.section);
/** The blog list's words, as its page writes them. */
export const postListSay = postListWords(firstPageWith("post-list")?.section);

/** A word with its {placeholders} filled in ("Mostrando {n} de {total} artigos"). */
export function filled(template: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, String(value)), template);
}

/** A word as a RegExp that matches it exactly, for locators and text assertions that need one. */
export function exactly(text: string, { start = true, end = true } = {}): RegExp {
  return new RegExp(`${start ? "^" : ""}${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${end ? "$" : ""}`);
}

/** A word with placeholders as a RegExp that matches it with any value in their place ("Mostrando {n} de {total}"). */
export function anyFilled(template: string): RegExp {
  return new RegExp(template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{\w+\\\}/g, ".+"));
}
