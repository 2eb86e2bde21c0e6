import { textLimit, type SourceEntry } from "../../engine/core/kinds/list-content";
import type { ContentSources } from "../shared/editor-data";

/** The repository the hosted editor saves to, and how to ask GitHub's REST API for it as the signed-in volunteer. */
export interface GitHubRepository {
  /** "https://api.github.com" (Decap's `api_root`). */
  apiRoot: string;
  /** "owner/name". */
  repo: string;
  /** The branch the site is published from (what a save's pull request will be merged into). */
  branch: string;
  /** The volunteer's token (signed-in-github.ts). */
  token(): Promise<string>;
}

/** Texts already read, by their blob's SHA (a blob never changes): Decap's own cache in the browser (content-reader.ts). */
export interface BlobCache {
  get(sha: string): Promise<string | null | undefined>;
  set(sha: string, text: string): Promise<unknown>;
}

/** GitHub's "Git Tree" (GET /repos/{owner}/{repo}/git/trees/{tree_sha}): the parts read here. */
interface GitTree {
  sha: string;
  truncated: boolean;
  tree: { path: string; mode: string; type: string; sha: string; size?: number }[];
}

/** GitHub's "Blob" (GET /repos/{owner}/{repo}/git/blobs/{file_sha}), as JSON: the text in base64, in lines. */
interface GitBlob {
  content: string;
  encoding: string;
}

/** Blobs asked for at once: a first save on a large site reads hundreds. */
const AT_ONCE = 8;
/** A symbolic link, in git's file modes. */
const SYMLINK_MODE = "120000";

/** GitHub's answer to `path`, as JSON; undefined for a 404 (no such folder); a pt-BR error the volunteer can act on otherwise. */
async function ask<T>(repository: GitHubRepository, path: string): Promise<T | undefined> {
  const response = await fetch(`${repository.apiRoot.replace(/\/+$/, "")}/repos/${repository.repo}${path}`, {
    headers: { Accept: "application/vnd.github+json", Authorization: `token ${await repository.token()}` },
  });
  if (response.ok) return (await response.json()) as T;
  // 409: a repository without a commit yet, as empty as a missing folder.
  if (response.status === 404 || response.status === 409) return undefined;
  if (response.status === 401) throw new Error("Entre com o GitHub de novo: a sua permissão para ler o site expirou");
  const reset = Number(response.headers.get("x-ratelimit-reset"));
  if (response.status === 403 && response.headers.get("x-ratelimit-remaining") === "0" && reset > 0) {
    const time = new Date(reset * 1000).toLocaleTimeString("pt-BR", { hour: "2-digit", minute: "2-digit" });
    throw new Error(`o GitHub limita quantas vezes por hora o site pode ser lido: tente salvar de novo depois das ${time}`);
  }
  throw new Error(`o GitHub não deixou ler o conteúdo do site (erro ${response.status}): tente salvar de novo em instantes`);
}

/** GitHub's base64 (in lines of 60) → the file's text. */
function decodeBlob(blob: GitBlob): string {
  if (blob.encoding !== "base64") return blob.content;
  const binary = atob(blob.content.replace(/\s/g, ""));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The folder's tree: GitHub lists it in one answer up to its limit (100,000 entries or 7 MB), and says when it cut
 * the list short; then each folder is asked for on its own.
 */
async function listTree(repository: GitHubRepository, folder: string): Promise<GitTree["tree"] | undefined> {
  const whole = await ask<GitTree>(repository, `/git/trees/${encodeURIComponent(repository.branch)}:${folder}?recursive=1`);
  if (!whole?.truncated) return whole?.tree;
  const walk = async (sha: string, prefix: string): Promise<GitTree["tree"]> => {
    const level = (await ask<GitTree>(repository, `/git/trees/${sha}`))?.tree ?? [];
    const below = await Promise.all(level.filter((entry) => entry.type === "tree").map((entry) => walk(entry.sha, `${prefix}${entry.path}/`)));
    return [...level.map((entry) => ({ ...entry, path: `${prefix}${entry.path}` })), ...below.flat()];
  };
  return walk(whole.sha, "");
}

/** Runs `work` on every item, `AT_ONCE` at a time. */
async function inTurns<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}

/**
 * The content folder as the check reads it (src/engine/node/read-content.ts reads it from disk the same way), read
 * from the published branch through GitHub's API as the signed-in volunteer: every file, folder and symbolic link,
 * with the text of the files the pipeline reads when within their limit. Nothing of the content is ever published
 * for the editor: what it reads, the volunteer could already read.
 */
export async function readGitHubContent(repository: GitHubRepository, folder: string, cache: BlobCache): Promise<ContentSources> {
  const tree = (await listTree(repository, folder)) ?? [];
  const entries = await inTurns(tree, async (entry): Promise<SourceEntry> => {
    const path = `${folder}/${entry.path}`;
    // A submodule (a commit) is a folder on disk.
    if (entry.type !== "blob") return { path, type: "folder" };
    if (entry.mode === SYMLINK_MODE) return { path, type: "symlink" };
    const limit = textLimit(folder, path);
    if (limit === undefined) return { path, type: "file" };
    const size = entry.size ?? 0;
    if (size > limit) return { path, type: "file", size };
    let text = await cache.get(entry.sha);
    if (typeof text !== "string") {
      const blob = await ask<GitBlob>(repository, `/git/blobs/${entry.sha}`);
      if (!blob) throw new Error(`o GitHub não achou ${path}: tente salvar de novo em instantes`);
      text = decodeBlob(blob);
      await cache.set(entry.sha, text);
    }
    return { path, type: "file", size, text };
  });
  return { folder, entries };
}
