import { copyFile, cp, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { copyProject } from "../../../src/build/temp-project";
import { buildSite } from "../../../src/build/build-site";
import { buildStamp } from "../../../src/build/build-stamp";
import { buildAdmin } from "../../../src/editor/node/build-admin";
import { BLOCK_CATALOGUE_FILE } from "../../../src/engine/node/generate/block-catalogue";
import { startStaticServer } from "../../../src/build/serve/static-server";
import { copyFixtureContent } from "../../support/fixture-site";
import { VARIANTS, type Variant, type VariantName } from "./fixture-variants";

const projectRoot = join(import.meta.dirname, "../../..");

export interface TempSite {
  /** The copy of the project it was built from (its dist/ is the site). */
  root: string;
  url: string;
}

/**
 * One run's shared builds: playwright.config.ts names the run (E2E_RUN_ID) before its workers start, so
 * every worker finds the same folder, and its global teardown removes what the run built.
 */
export const RUN_DIR = join(projectRoot, ".cache/e2e-sites", process.env.E2E_RUN_ID ?? "local");

interface BuildRecord {
  root?: string;
  base?: string;
  error?: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A variant of the tests' own site (fixture-variants.ts), built once per run whichever worker asks first:
 * the first takes the lock and builds, the others wait for its record. A failed build is recorded too, so
 * every spec that needs it fails at once with the build's own message.
 */
async function builtVariant(name: VariantName): Promise<{ root: string; base: string }> {
  const record = join(RUN_DIR, `${name}.json`);
  await mkdir(RUN_DIR, { recursive: true });
  const lock = join(RUN_DIR, `${name}.lock`);
  const won = await mkdir(lock).then(
    async () => {
      await writeFile(join(lock, "pid"), String(process.pid));
      return true;
    },
    (error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST") return false;
      throw error;
    },
  );
  if (won) {
    const variant: Variant = VARIANTS[name];
    const { base, files, builtAt = buildStamp(), editors = {} } = variant;
    let result: BuildRecord;
    try {
      const root = await prepareTempProject({ fixture: true, files: files() });
      // Written before building, so the teardown finds the copy even when the build fails.
      await writeFile(record, JSON.stringify({ root, base }));
      await buildSite({ root, outDir: join(root, "dist"), base, quiet: true, builtAt });
      // The same site published with each kind of editor, beside it: one build of the site and one of the editor's
      // code, which every kind shares (only the settings written into its page differ, src/editor/node/editor-page.ts).
      let builtEditor: string | undefined;
      for (const [editor, settings] of Object.entries(editors)) {
        const published = join(root, "editors", editor);
        await cp(join(root, "dist"), published, { recursive: true });
        await buildAdmin(root, published, { siteBase: base, settings, now: builtAt, builtEditor });
        builtEditor ??= join(published, "admin");
      }
      result = { root, base };
    } catch (error) {
      result = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    // Renamed into place, so a waiting worker never reads half a record.
    await writeFile(`${record}.tmp`, JSON.stringify(result));
    await rename(`${record}.tmp`, `${record}.done`);
  }
  for (;;) {
    const done = await readFile(`${record}.done`, "utf8").catch(() => undefined);
    if (done !== undefined) {
      const result = JSON.parse(done) as BuildRecord;
      if (result.error || !result.root || !result.base) throw new Error(`the "${name}" variant of the fixture site did not build:\n${result.error}`);
      return { root: result.root, base: result.base };
    }
    // A worker stopped in the middle of the build (a timeout, a crash) leaves the lock to the next one.
    const holder = Number(await readFile(join(lock, "pid"), "utf8").catch(() => "0"));
    if (holder && !isAlive(holder)) {
      await rm(lock, { recursive: true, force: true });
      return builtVariant(name);
    }
    await sleep(250);
  }
}

/**
 * Every variant, one after the other: npm test builds them in a step of their own (tests/suite/suites.ts), beside the
 * other checks, so the browser tests of code find them built instead of each first test of a spec waiting for one.
 */
export async function buildVariants(): Promise<void> {
  for (const name of Object.keys(VARIANTS) as VariantName[]) await builtVariant(name);
}

const served = new Map<VariantName, Promise<TempSite>>();

/**
 * The variant's build, served like a static host on a port the system picks, once per worker (the server
 * stops with the worker). Call it in a beforeAll: the first call of the run builds, which takes a while.
 */
export function fixtureSite(name: VariantName): Promise<TempSite> {
  let site = served.get(name);
  if (!site) {
    site = builtVariant(name).then(async ({ root, base }) => {
      const server: Server = await startStaticServer({ distDir: join(root, "dist"), port: 0, base });
      server.unref();
      const { port } = server.address() as AddressInfo;
      return { root, url: `http://127.0.0.1:${port}${base.replace(/\/$/, "")}` };
    });
    // A failure is not cached: a retry in a new worker tries again (and reads the same record).
    site.catch(() => served.delete(name));
    served.set(name, site);
  }
  return site;
}

/** The variant's dist/ as the build publishes it with one of its editors (Variant.editors): the folder a host would serve. */
export async function variantWithEditor(name: VariantName, editor: string): Promise<string> {
  const { root } = await builtVariant(name);
  return join(root, "editors", editor);
}

/** Removes the run's shared builds (playwright.config.ts's global teardown). */
export async function removeRunBuilds(): Promise<void> {
  for (const name of Object.keys(VARIANTS)) {
    const text = await readFile(join(RUN_DIR, `${name}.json`), "utf8").catch(() => undefined);
    const root = text ? (JSON.parse(text) as BuildRecord).root : undefined;
    if (root) await rm(root, { recursive: true, force: true });
  }
  await rm(RUN_DIR, { recursive: true, force: true });
}

/** A copy of the project with some content changed, for a test that builds it itself (or expects a refusal). */
export async function prepareTempProject(options: { files?: Record<string, string>; fixture?: boolean }): Promise<string> {
  const root = await copyProject(projectRoot, {}, { content: !options.fixture });
  if (options.fixture) {
    await copyFixtureContent(root);
    // The block catalogue is generated from schemas/ and checked by the build, whatever the content.
    await copyFile(join(projectRoot, BLOCK_CATALOGUE_FILE), join(root, BLOCK_CATALOGUE_FILE));
  }
  for (const [file, text] of Object.entries(options.files ?? {})) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}
