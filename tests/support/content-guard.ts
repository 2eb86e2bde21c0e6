import fs from "node:fs";
import fsp from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";
import { relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

type Reader = (path: unknown, ...rest: unknown[]) => unknown;

/** The fs functions that read a file or a folder (existence checks do not read content). */
const READERS = {
  fs: [
    "readFile",
    "readFileSync",
    "readdir",
    "readdirSync",
    "opendir",
    "opendirSync",
    "createReadStream",
    "cp",
    "cpSync",
    "copyFile",
    "copyFileSync",
    "open",
    "openSync",
  ],
  fsp: ["readFile", "readdir", "opendir", "cp", "copyFile", "open"],
} as const;

/**
 * The one file of site-content/ that is not the editors': the block catalogue, written from schemas/ by npm run docs.
 * Its every byte is held to the schemas by npm run check, which every content change runs: a content change that
 * passes cannot change it.
 */
const GENERATED = "BLOCOS.md";

/**
 * Tests of code run on content they own (tests/fixtures/site-content); only the tests that read the editors'
 * site-content/ (the browser tests tagged @content, the guide's test in tests/content-unit/) run when a pull request
 * changes nothing else (docs/testing.md). This makes that true by construction where it is installed (the unit tests
 * of code, the browser tests of code): any read of site-content/ throws, naming the file, its guide LEIA-ME.md
 * included (editors change it, and its examples are checked).
 */
export function guardEditorsContent(projectRoot: string, where: string): void {
  const folder = resolve(projectRoot, "site-content");
  const isContent = (path: unknown): string | undefined => {
    const text = path instanceof URL ? fileURLToPath(path) : typeof path === "string" ? path : Buffer.isBuffer(path) ? path.toString() : undefined;
    if (text === undefined) return undefined;
    const absolute = resolve(text);
    const inside = absolute === folder || absolute.startsWith(folder + sep);
    return inside && absolute !== resolve(folder, GENERATED) ? relative(projectRoot, absolute) : undefined;
  };
  const wrap = (target: Record<string, unknown>, name: string, promises: boolean) => {
    const original = target[name] as Reader & { contentGuarded?: boolean };
    if (typeof original !== "function" || original.contentGuarded) return;
    const guarded = function (this: unknown, path: unknown, ...rest: unknown[]) {
      const file = isContent(path);
      if (file) {
        const error = new Error(
          `${where}: a test of code read the editors' content (${file}). Run it on the tests' own site ` +
            `(tests/fixtures/site-content), or, if it checks the content, tag it @content (a browser test) or put it in ` +
            `tests/content-unit/ (a unit test): docs/testing.md.`,
        );
        if (promises) return Promise.reject(error);
        throw error;
      }
      return original.call(this, path, ...rest);
    };
    target[name] = Object.assign(guarded, { contentGuarded: true });
  };
  for (const name of READERS.fs) wrap(fs as unknown as Record<string, unknown>, name, false);
  for (const name of READERS.fsp) wrap(fsp as unknown as Record<string, unknown>, name, true);
  // `import { readFile } from "node:fs/promises"` binds to the module's exports: bring them up to date.
  syncBuiltinESMExports();
}
