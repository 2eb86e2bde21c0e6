import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * "name@version" of a package as `from` (a module URL) would load it, found from its entry point:
 * not every package exports its package.json. Fingerprints of generated output include it.
 */
export async function packageVersion(name: string, from: string): Promise<string> {
  let dir = dirname(createRequire(from).resolve(name));
  for (;;) {
    const manifest = await readFile(join(dir, "package.json"), "utf8").catch(() => undefined);
    const parsed = manifest ? (JSON.parse(manifest) as { name?: string; version?: string }) : undefined;
    if (parsed?.name === name) return `${name}@${parsed.version}`;
    if (dirname(dir) === dir) return `${name}@?`;
    dir = dirname(dir);
  }
}
