import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sanitizeAllCached, sanitizeCacheKey } from "../../../src/engine/node/sanitize-cache";
import { SANITIZER_FILES, sanitizerFingerprint } from "../../../src/engine/node/sanitize-fingerprint";

const SRC_DIR = join(import.meta.dirname, "../../../src");
/** Where the body stage's files live: the core (compiler, policy, rules) and the Node side (caches, positions). */
const BODY_DIRS = ["engine/core/posts", "engine/node"];
/** Modules the sanitiser uses that shape no output (versions, storage, threads), so they are not part of its fingerprint. */
const CACHE_PLUMBING = new Set(["package-version", "body-cache-file", "typescript-workers"]);
const SITE = { siteOrigin: "https://www.montecalvario.org.br" };
// Inside the project, so the copy resolves dompurify and jsdom from the same node_modules.
const scratch = join(import.meta.dirname, "../../../.cache/test-sanitizer");

afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The fingerprint as computed by a copy of the sanitiser whose `file` got `edit`. */
async function fingerprintAfter(file: string, edit: (text: string) => string): Promise<string> {
  await mkdir(scratch, { recursive: true });
  const copy = await mkdtemp(join(scratch, "copy-"));
  // The engine with the shared layers it imports, so every relative import of the copy resolves inside it.
  for (const part of ["engine", "lib", "types"]) await cp(join(SRC_DIR, part), join(copy, part), { recursive: true });
  await writeFile(join(copy, file), edit(await readFile(join(copy, file), "utf8")));
  const module = (await import(join(copy, "engine/node/sanitize-fingerprint.ts"))) as typeof import("../../../src/engine/node/sanitize-fingerprint");
  return module.sanitizerFingerprint();
}

describe("the sanitiser's cache key", () => {
  it("is derived from the policy: an unchanged copy agrees, any change to a hook, rule or setting does not", async () => {
    const current = await sanitizerFingerprint();
    expect(await fingerprintAfter("engine/core/posts/sanitize-urls.ts", (text) => text)).toBe(current);
    const hook = await fingerprintAfter("engine/core/posts/sanitize-urls.ts", (text) => text.replace("(?:https?|mailto|tel)", "(?:https?|mailto|tel|sms)"));
    const setting = await fingerprintAfter("engine/core/posts/sanitize-policy.ts", (text) => text.replace('"math",', '"math", "video",'));
    expect(new Set([current, hook, setting]).size).toBe(3);
  });

  it("covers every module the sanitiser imports (they all match SANITIZER_FILES)", async () => {
    const names = (await Promise.all(BODY_DIRS.map(async (dir) => (await readdir(join(SRC_DIR, dir))).map((name) => join(dir, name))))).flat();
    for (const name of names.filter((path) => SANITIZER_FILES.test(path.split("/").at(-1) ?? ""))) {
      const source = await readFile(join(SRC_DIR, name), "utf8");
      for (const [, target] of source.matchAll(/from "\.{1,2}\/(?:[^"]*\/)?([^"/]+)"/g)) {
        // package-version.ts only reads the versions the fingerprint records, body-cache-file.ts stores results
        // by the key given, typescript-workers.ts starts threads: none shapes an output.
        if (!CACHE_PLUMBING.has(target ?? "")) expect(`${target}.ts`, `${name} importa ${target}`).toMatch(SANITIZER_FILES);
      }
    }
  });

  it("changes with the HTML and with the site's origin", async () => {
    const key = await sanitizeCacheKey("<p>a</p>", SITE);
    expect(await sanitizeCacheKey("<p>a</p>", SITE)).toBe(key);
    expect(await sanitizeCacheKey("<p>b</p>", SITE)).not.toBe(key);
    expect(await sanitizeCacheKey("<p>a</p>", { siteOrigin: "https://outro.org" })).not.toBe(key);
  });

  it("serves a stored result without sanitising again, and sanitises what it has not seen", async () => {
    const root = await mkdtemp(join(tmpdir(), "mc-sanitize-cache-"));
    try {
      const file = join(root, "sanitized.ndjson");
      const [first] = await sanitizeAllCached(file, ["<p onclick=x>oi</p>"], SITE);
      expect(first).toMatchObject({ html: "<p>oi</p>", removed: [{ what: "atributo onclick em <p>", at: { line: 1, column: 4 } }] });
      const key = await sanitizeCacheKey("<p onclick=x>oi</p>", SITE);
      await writeFile(file, `${key} ${JSON.stringify({ ...first, html: "<p>do cache</p>" })}\n`);
      const [cached, fresh] = await sanitizeAllCached(file, ["<p onclick=x>oi</p>", "<p>novo</p>"], SITE);
      expect([cached?.html, fresh?.html]).toEqual(["<p>do cache</p>", "<p>novo</p>"]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
