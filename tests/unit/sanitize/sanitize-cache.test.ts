import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sanitizeCached, sanitizeCacheKey } from "../../../scripts/content/sanitize-cache";
import { SANITIZER_FILES, sanitizerFingerprint } from "../../../scripts/content/sanitize-fingerprint";

const CONTENT_DIR = join(import.meta.dirname, "../../../scripts/content");
const SITE = { siteOrigin: "https://www.montecalvario.org.br" };
// Inside the project, so the copy resolves dompurify and jsdom from the same node_modules.
const scratch = join(import.meta.dirname, "../../../.cache/test-sanitizer");

afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The fingerprint as computed by a copy of the sanitiser whose `file` got `edit`. */
async function fingerprintAfter(file: string, edit: (text: string) => string): Promise<string> {
  await mkdir(scratch, { recursive: true });
  const copy = await mkdtemp(join(scratch, "copy-"));
  const names = (await readdir(CONTENT_DIR)).filter((name) => SANITIZER_FILES.test(name) || name === "package-version.ts");
  for (const name of names) await cp(join(CONTENT_DIR, name), join(copy, name));
  await writeFile(join(copy, file), edit(await readFile(join(copy, file), "utf8")));
  const module = (await import(join(copy, "sanitize-fingerprint.ts"))) as typeof import("../../../scripts/content/sanitize-fingerprint");
  return module.sanitizerFingerprint();
}

describe("the sanitiser's cache key", () => {
  it("is derived from the policy: an unchanged copy agrees, any change to a hook, rule or setting does not", async () => {
    const current = await sanitizerFingerprint();
    expect(await fingerprintAfter("sanitize-urls.ts", (text) => text)).toBe(current);
    const hook = await fingerprintAfter("sanitize-urls.ts", (text) => text.replace("(?:https?|mailto|tel)", "(?:https?|mailto|tel|sms)"));
    const setting = await fingerprintAfter("sanitize-policy.ts", (text) => text.replace('"math",', '"math", "video",'));
    expect(new Set([current, hook, setting]).size).toBe(3);
  });

  it("covers every module the sanitiser imports (they all match SANITIZER_FILES)", async () => {
    const names = (await readdir(CONTENT_DIR)).filter((name) => SANITIZER_FILES.test(name));
    for (const name of names) {
      const source = await readFile(join(CONTENT_DIR, name), "utf8");
      for (const [, target] of source.matchAll(/from "\.\/([^"]+)"/g)) {
        // package-version.ts only reads the versions the fingerprint records; it shapes no output.
        if (target !== "package-version") expect(`${target}.ts`, `${name} importa ${target}`).toMatch(SANITIZER_FILES);
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
      const first = await sanitizeCached(root, "<p onclick=x>oi</p>", SITE);
      expect(first).toMatchObject({ html: "<p>oi</p>", removed: [{ what: "atributo onclick em <p>", at: { line: 1, column: 4 } }] });
      const file = join(root, ".cache/sanitized", `${await sanitizeCacheKey("<p onclick=x>oi</p>", SITE)}.json`);
      await writeFile(file, JSON.stringify({ ...first, html: "<p>do cache</p>" }));
      expect((await sanitizeCached(root, "<p onclick=x>oi</p>", SITE)).html).toBe("<p>do cache</p>");
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
