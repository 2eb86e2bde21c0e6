import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { buildStamp } from "../../build/build-stamp";
import { checkSite } from "../../engine/core/check-site";
import { listContent, textLimit, type SourceEntry } from "../../engine/core/kinds/list-content";
import type { LoadResult } from "../../engine/core/kinds/types";
import { nodeBodyTools } from "../../engine/node/body-tools";
import { contentFolder } from "../../engine/node/content-folder";
import { readContentEntries } from "../../engine/node/read-content";
import { loadSchemaSet } from "../../engine/node/schema-registry";
import { LOCAL_CHECK_NAME, type EntryChecks } from "../shared/entry-checks";

/** The branch the rehearsal publishes to, as the hosted site's SITE_EDITOR_BRANCH (editor-settings.ts: the proxy's `branch`). */
const MAIN = "main";

/** Runs git in `dir`, as bytes (a tree listing, a batch of blobs). */
function git(dir: string, args: string[], input?: Buffer): Promise<{ status: number; stdout: Buffer }> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", args, { cwd: dir, stdio: ["pipe", "pipe", "ignore"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status: status ?? 1, stdout: Buffer.concat(chunks) }));
    child.stdin.end(input);
  });
}

/** The commit a branch points at ("cms/posts/2026-10-retiro": the branch Decap keeps an entry's change on), if it exists. */
async function head(dir: string, branch: string): Promise<string | undefined> {
  const { status, stdout } = await git(dir, ["rev-parse", "--verify", "--quiet", `refs/heads/${branch}^{commit}`]);
  return status === 0 ? stdout.toString("utf8").trim() : undefined;
}

/** The paths of `folder` a branch changed since it left `main`: what its pull request would bring. */
async function changedPaths(dir: string, from: string, to: string, folder: string): Promise<Set<string>> {
  const base = (await git(dir, ["merge-base", from, to])).stdout.toString("utf8").trim();
  const names = (await git(dir, ["diff", "--name-only", "--no-renames", "-z", base, to, "--", folder])).stdout.toString("utf8");
  return new Set(names.split("\0").filter(Boolean));
}

/**
 * The content folder as it is in commit `sha`, listed the way read-content.ts lists the disk: every file and symlink,
 * with the text of the files the pipeline reads (textLimit), each within its limit. Read from git's objects, so the
 * branch is never checked out.
 */
async function entriesAt(dir: string, sha: string, folder: string): Promise<SourceEntry[]> {
  const tree = (await git(dir, ["ls-tree", "-r", "-t", "-l", "-z", sha, "--", folder])).stdout.toString("utf8");
  const items = tree
    .split("\0")
    .filter(Boolean)
    .map((line) => {
      const [meta = "", path = ""] = line.split("\t");
      const [mode, type, object, size] = meta.split(/\s+/);
      return { mode, type, object, size: Number(size), path };
    });
  const entries: SourceEntry[] = [];
  const wanted: { entry: SourceEntry; object: string }[] = [];
  for (const { mode, type, object, size, path } of items) {
    if (type === "tree") entries.push({ path, type: "folder" });
    else if (mode === "120000") entries.push({ path, type: "symlink" });
    else {
      const limit = textLimit(folder, path);
      const entry: SourceEntry = limit === undefined ? { path, type: "file" } : { path, type: "file", size };
      entries.push(entry);
      if (limit !== undefined && size <= limit && object) wanted.push({ entry, object });
    }
  }
  if (wanted.length > 0) {
    // One git process for every text: "<sha> blob <size>\n<bytes>\n", in the order asked.
    const batch = (await git(dir, ["cat-file", "--batch"], Buffer.from(wanted.map(({ object }) => `${object}\n`).join("")))).stdout;
    let at = 0;
    for (const { entry } of wanted) {
      const header = batch.subarray(at, batch.indexOf(10, at)).toString("utf8");
      const size = Number(header.split(" ")[2]);
      const start = batch.indexOf(10, at) + 1;
      entry.text = batch.subarray(start, start + size).toString("utf8");
      at = start + size + 1;
    }
  }
  return entries;
}

/** What the check says, as the entry shows it. */
function checksOf(result: LoadResult): EntryChecks {
  if (result.ok) return { state: "success", names: [LOCAL_CHECK_NAME] };
  const problems = result.problems.map(({ file, line, pointer, message }) => ({ file, line, ...(pointer ? { pointer } : {}), message }));
  return { state: "failure", names: [LOCAL_CHECK_NAME], failed: [{ name: LOCAL_CHECK_NAME, problems }] };
}

/**
 * The editor's checks where there is no CI (`npm run editor`, the workflow rehearsal): `npm run check`'s own pipeline
 * (checkSite, at this instant, as the check reads it) on what would be published. In the rehearsal (decap-server's
 * git mode, a branch per entry) that is the entry's branch laid on `main`, read from git's objects, each pair of heads
 * checked once; with
 * `npm run editor` (fs mode: every save written at once) the content folder as it is, checked again when it changed.
 */
export function localEntryChecks(root: string, mode: "fs" | "git"): (entry: string) => Promise<EntryChecks> {
  const results = new Map<string, Promise<EntryChecks>>();
  let schemas: ReturnType<typeof loadSchemaSet> | undefined;
  const run = (key: string, entries: () => Promise<SourceEntry[]>) => {
    let result = results.get(key);
    if (!result) {
      const folder = contentFolder(root);
      result = (async () =>
        checksOf(await checkSite(listContent(folder, await entries()), await (schemas ??= loadSchemaSet(root)), nodeBodyTools(root), { now: buildStamp() })))();
      // A check that crashed is tried again at the next question rather than remembered.
      result.catch(() => results.delete(key));
      // Each save of `npm run editor` is a new folder to check: the last few are enough to answer again at once.
      if (results.size >= 16) results.delete(results.keys().next().value as string);
      results.set(key, result);
    }
    return result;
  };
  return async (entry) => {
    const folder = contentFolder(root);
    if (mode === "git") {
      // As GitHub checks a pull request: the branch's changes laid on `main` as it is now (another change published
      // since may break this one: a page its link leads to, deleted).
      const [change, main] = await Promise.all([head(root, `cms/${entry}`), head(root, MAIN)]);
      if (!change || !main) return { state: "none" };
      return run(`${main}:${change}`, async () => {
        const [published, branch, changed] = await Promise.all([
          entriesAt(root, main, folder),
          entriesAt(root, change, folder),
          changedPaths(root, main, change, folder),
        ]);
        const folders = new Set(published.filter((source) => source.type === "folder").map((source) => source.path));
        const brought = branch.filter((source) => changed.has(source.path) || (source.type === "folder" && !folders.has(source.path)));
        return [...published.filter((source) => !changed.has(source.path)), ...brought];
      });
    }
    const entries = await readContentEntries(root, folder);
    const fingerprint = createHash("sha256");
    for (const { path, size, text } of entries) fingerprint.update(`${path}\0${size ?? ""}\0${text ?? ""}\0`);
    return run(fingerprint.digest("hex"), async () => entries);
  };
}
