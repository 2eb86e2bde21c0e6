import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** A hex SHA-256, as both caches key their entries (sanitize-cache.ts, markdown-cache.ts). */
const KEY_LENGTH = 64;
const NEWLINE = 0x0a;
const SPACE = 0x20;

/**
 * Where a post-body cache of one content folder lives: one file per folder and step, so checking the
 * fixture and then the site from the same project does not make each prune the other's entries. The
 * format's version is in the name: a file of another format is simply not read.
 */
export function bodyCacheFile(projectRoot: string, step: "sanitized" | "markdown", contentFolder: string): string {
  const name =
    contentFolder
      .replace(/[^a-z0-9]+/gi, "-")
      .replace(/^-|-$/g, "")
      .slice(-40) || "content";
  const folderHash = createHash("sha256").update(contentFolder).digest("hex").slice(0, 8);
  return join(projectRoot, ".cache", "post-bodies", `${step}-${name}-${folderHash}.v1.ndjson`);
}

/** Each stored entry's JSON, by key, as bytes: only the entries asked for are decoded. */
async function readEntries(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const bytes = await readFile(file).catch(() => undefined);
  if (!bytes) return entries;
  for (let start = 0; start < bytes.length;) {
    const newline = bytes.indexOf(NEWLINE, start);
    const end = newline < 0 ? bytes.length : newline;
    if (end > start + KEY_LENGTH + 1 && bytes[start + KEY_LENGTH] === SPACE) {
      entries.set(bytes.toString("latin1", start, start + KEY_LENGTH), bytes.subarray(start + KEY_LENGTH + 1, end));
    }
    start = end + 1;
  }
  return entries;
}

function parsed<T>(json: Buffer | undefined): T | undefined {
  if (!json) return undefined;
  try {
    return JSON.parse(json.toString("utf8")) as T;
  } catch {
    // A damaged entry is a miss: it is computed again and written back whole.
    return undefined;
  }
}

/**
 * Results of one step for every post body of a content folder, through one cache file: a line per entry
 * (its key, a space, its JSON), read at once and written back, only when something changed, with exactly
 * the entries this run used. One read instead of a file per post (a thousand opens cost more than the
 * parsing), and a cache that never outgrows the content, which keeps one restored by CI small.
 * `compute` gets the position of the first body of each key the file lacks, and returns their results.
 * Writes go through a temporary file and a rename: a run sees a whole file, an older or a newer one.
 */
export async function cachedInFile<T>(file: string, keys: readonly string[], compute: (missing: number[]) => Promise<T[]>): Promise<T[]> {
  const stored = await readEntries(file);
  const found = new Map<string, { value: T; json: Buffer }>();
  const missing = new Map<string, number>();
  keys.forEach((key, i) => {
    if (found.has(key) || missing.has(key)) return;
    const json = stored.get(key);
    const value = parsed<T>(json);
    if (value !== undefined && json) found.set(key, { value, json });
    else missing.set(key, i);
  });
  const fresh = missing.size > 0 ? await compute([...missing.values()]) : [];
  const computed = new Map([...missing.keys()].map((key, k) => [key, fresh[k] as T]));
  const unused = [...stored.keys()].some((key) => !found.has(key));
  if (computed.size > 0 || unused) {
    const lines: Buffer[] = [];
    for (const key of new Set(keys)) {
      const json = found.get(key)?.json ?? Buffer.from(JSON.stringify(computed.get(key)));
      lines.push(Buffer.from(`${key} `, "latin1"), json, Buffer.from("\n"));
    }
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, Buffer.concat(lines));
    await rename(temporary, file);
  }
  return keys.map((key) => found.get(key)?.value ?? (computed.get(key) as T));
}
