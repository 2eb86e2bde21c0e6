import { createHash } from "node:crypto";
import { cp, lstat, mkdtemp, readFile, readdir, readlink, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, relative } from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readGitHubContent, type BlobCache, type GitHubRepository } from "../../../src/editor/app/github-content";
import { problemsOfSave } from "../../../src/editor/app/save-problems";
import { MAX_JSON_BYTES } from "../../../src/engine/core/read/content-limits";
import { readContentEntries } from "../../../src/engine/node/read-content";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import type { SourceEntry } from "../../../src/engine/core/kinds/list-content";
import answers from "../../fixtures/github-api/rest-answers.json";
import { editorBodyTools as tools } from "../../support/editor-body-tools";
import { copyFixtureContent, PROJECT_ROOT } from "../../support/fixture-site";

/**
 * The hosted editor's check before saving reads the content folder through GitHub's REST API as the signed-in
 * volunteer (src/editor/app/github-content.ts). GitHub cannot be reached from here, so a server on this machine
 * answers like it, from a real folder laid out as git stores it (blob SHAs, file modes, base64 in lines of 60, a
 * list cut short past GitHub's limit), and every answer it gives is held to GitHub's own published description of
 * those two endpoints (tests/fixtures/github-api/rest-answers.json, from GitHub's OpenAPI description). What is
 * proved: the reader gives the check exactly what `npm run check` reads from disk, asks for each text once, and
 * says in Portuguese what went wrong. What is not: GitHub itself (its CORS, its rate limits as they really fall).
 */

const REPO = "igreja-de-teste/site";
const TOKEN = "gho_tokenDeTeste";
const FOLDER = "site-content";

const ajv = new Ajv({ strict: false });
addFormats(ajv);
const validTree = ajv.compile(answers.tree.schema);
const validBlob = ajv.compile(answers.blob.schema);

const gitSha = (kind: string, bytes: Buffer) => createHash("sha1").update(`${kind} ${bytes.length}\0`).update(bytes).digest("hex");

interface Stored {
  path: string;
  mode: string;
  type: "blob" | "tree";
  sha: string;
  size?: number;
  bytes?: Buffer;
}

/** The folder as git stores it: a blob per file (a symbolic link's target is its content), a tree per folder. */
async function storeAsGit(folder: string): Promise<Stored[]> {
  const stored: Stored[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const absolute = join(entry.parentPath, entry.name);
    const path = relative(folder, absolute).split("\\").join("/");
    if (entry.isDirectory()) stored.push({ path, mode: "040000", type: "tree", sha: gitSha("tree", Buffer.from(path)) });
    else if ((await lstat(absolute)).isSymbolicLink()) {
      const bytes = Buffer.from(await readlink(absolute));
      stored.push({ path, mode: "120000", type: "blob", sha: gitSha("blob", bytes), size: bytes.length, bytes });
    } else {
      const bytes = await readFile(absolute);
      stored.push({ path, mode: "100644", type: "blob", sha: gitSha("blob", bytes), size: bytes.length, bytes });
    }
  }
  return stored;
}

/** GitHub's JSON for a tree entry. */
const treeEntry = (api: string, entry: Stored, path = entry.path) => ({
  path,
  mode: entry.mode,
  type: entry.type,
  sha: entry.sha,
  ...(entry.type === "blob" ? { size: entry.size } : {}),
  url: `${api}/repos/${REPO}/git/${entry.type === "blob" ? "blobs" : "trees"}/${entry.sha}`,
});

interface StandIn {
  api: string;
  requests: string[];
  /** Answer the recursive listing cut short, as GitHub does past 100,000 entries or 7 MB. */
  truncate: boolean;
  /** Answer every request with this instead. */
  refuse?: { status: number; headers?: Record<string, string> };
  close(): Promise<void>;
}

/** A server answering GitHub's two endpoints for `stored`, each answer checked against GitHub's description first. */
async function gitHubStandIn(stored: Stored[]): Promise<StandIn> {
  const state: Omit<StandIn, "close"> = { api: "", requests: [], truncate: false };
  const root = { path: "", mode: "040000", type: "tree" as const, sha: gitSha("tree", Buffer.from("/")) };
  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
    response.end(JSON.stringify(body));
  };
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", state.api);
    state.requests.push(`${url.pathname}${url.search}`);
    if (state.refuse) return send(response, state.refuse.status, { message: "refused" }, state.refuse.headers);
    if (request.headers.authorization !== `token ${TOKEN}`) return send(response, 401, { message: "Bad credentials" });
    const prefix = `/repos/${REPO}/git/`;
    if (!url.pathname.startsWith(prefix)) return send(response, 404, { message: "Not Found" });
    const [kind, ref = ""] = decodeURIComponent(url.pathname.slice(prefix.length)).split(/\/(.*)/s);
    if (kind === "trees") {
      const level = (parent: string) =>
        stored
          .filter((entry) => entry.path.startsWith(parent) && !entry.path.slice(parent.length).includes("/"))
          .map((entry) => treeEntry(state.api, entry, entry.path.slice(parent.length)));
      let tree: { sha: string; url: string; truncated: boolean; tree: ReturnType<typeof treeEntry>[] } | undefined;
      if (ref === `main:${FOLDER}` && url.searchParams.get("recursive") === "1") {
        const all = stored.map((entry) => treeEntry(state.api, entry));
        tree = { sha: root.sha, url: `${state.api}${prefix}trees/${root.sha}`, truncated: state.truncate, tree: state.truncate ? all.slice(0, 3) : all };
      } else if (ref === root.sha) tree = { sha: root.sha, url: `${state.api}${url.pathname}`, truncated: false, tree: level("") };
      else {
        const folder = stored.find((entry) => entry.type === "tree" && entry.sha === ref);
        if (folder) tree = { sha: folder.sha, url: `${state.api}${url.pathname}`, truncated: false, tree: level(`${folder.path}/`) };
      }
      if (!tree) return send(response, 404, { message: "Not Found" });
      if (!validTree(tree)) throw new Error(`the stand-in's tree is not GitHub's: ${ajv.errorsText(validTree.errors)}`);
      return send(response, 200, tree);
    }
    const blob = stored.find((entry) => kind === "blobs" && entry.type === "blob" && entry.sha === ref);
    if (!blob?.bytes) return send(response, 404, { message: "Not Found" });
    const body = {
      sha: blob.sha,
      node_id: `B_${blob.sha.slice(0, 12)}`,
      size: blob.size ?? 0,
      url: `${state.api}${url.pathname}`,
      // GitHub's base64 comes in lines of 60 characters.
      content: `${blob.bytes.toString("base64").replace(/.{60}/g, "$&\n")}\n`,
      encoding: "base64",
    };
    if (!validBlob(body)) throw new Error(`the stand-in's blob is not GitHub's: ${ajv.errorsText(validBlob.errors)}`);
    send(response, 200, body);
  };
  const server: Server = createServer((request, response) => {
    try {
      answer(request, response);
    } catch (error) {
      send(response, 500, { message: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, { close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

const memoryCache = (): BlobCache & { texts: Map<string, string> } => {
  const texts = new Map<string, string>();
  return { texts, get: async (sha) => texts.get(sha), set: async (sha, text) => texts.set(sha, text) };
};

const sorted = (entries: SourceEntry[]) => [...entries].sort((a, b) => (a.path < b.path ? -1 : 1));
const textFiles = (entries: SourceEntry[]) => entries.filter((entry) => entry.text !== undefined).length;

/** A project with the tests' own site as its content folder (and the schemas the check reads). */
const fixture = { root: "", read: (file: string) => readFile(join(fixture.root, file), "utf8") };
let standIn: StandIn;
let repository: GitHubRepository;

beforeAll(async () => {
  fixture.root = await mkdtemp(join(tmpdir(), "mc-github-"));
  await cp(join(PROJECT_ROOT, "schemas"), join(fixture.root, "schemas"), { recursive: true });
  await copyFixtureContent(fixture.root);
  // What the disk reader tells apart, so must the GitHub one: a symbolic link, and a page over the size limit.
  await symlink("inicio.json", join(fixture.root, FOLDER, "pages", "atalho.json"));
  await writeFile(join(fixture.root, FOLDER, "pages", "enorme.json"), `{"title": "${"a".repeat(MAX_JSON_BYTES)}"}`);
  standIn = await gitHubStandIn(await storeAsGit(join(fixture.root, FOLDER)));
  repository = { apiRoot: standIn.api, repo: REPO, branch: "main", token: async () => TOKEN };
});

afterAll(async () => {
  await standIn?.close();
  if (fixture.root) await rm(fixture.root, { recursive: true, force: true });
});

describe("the hosted editor reads the content through GitHub as the signed-in volunteer", () => {
  it("gives the check exactly the entries `npm run check` reads from disk, texts included", async () => {
    standIn.requests.length = 0;
    const cache = memoryCache();
    const read = await readGitHubContent(repository, FOLDER, cache);
    const disk = await readContentEntries(fixture.root, FOLDER);
    expect(read.folder).toBe(FOLDER);
    expect(sorted(read.entries)).toEqual(sorted(disk));
    expect(read.entries.find((entry) => entry.path.endsWith("/atalho.json"))).toEqual({ path: `${FOLDER}/pages/atalho.json`, type: "symlink" });
    expect(read.entries.find((entry) => entry.path.endsWith("/enorme.json"))?.text).toBeUndefined();
    // One listing, one request per text the check reads: no picture is downloaded.
    expect(standIn.requests.filter((path) => path.includes("/git/trees/"))).toHaveLength(1);
    expect(standIn.requests.filter((path) => path.includes("/git/blobs/"))).toHaveLength(textFiles(read.entries));
  });

  it("asks GitHub again only for what it has not read yet (a blob never changes)", async () => {
    const cache = memoryCache();
    await readGitHubContent(repository, FOLDER, cache);
    standIn.requests.length = 0;
    await readGitHubContent(repository, FOLDER, cache);
    expect(standIn.requests).toEqual([`/repos/${REPO}/git/trees/main:${FOLDER}?recursive=1`]);
  });

  it("reads the folder level by level when GitHub cuts the whole listing short", async () => {
    standIn.truncate = true;
    try {
      const read = await readGitHubContent(repository, FOLDER, memoryCache());
      expect(sorted(read.entries)).toEqual(sorted(await readContentEntries(fixture.root, FOLDER)));
    } finally {
      standIn.truncate = false;
    }
  });

  it("refuses a save as `npm run check` would, with the content read through GitHub", async () => {
    const path = `${FOLDER}/pages/inicio.json`;
    const page = JSON.parse(await fixture.read(path)) as { sections: { type: string; actions?: { href: string }[] }[] };
    const hero = page.sections.find((section) => section.type === "hero");
    if (hero?.actions?.[0]) hero.actions[0].href = "/pagina-que-nao-existe";
    const saved = { path, text: `${JSON.stringify(page, null, 2)}\n`, uploads: [] };
    const schemas = await loadSchemaSet(fixture.root);
    const fromGitHub = await problemsOfSave(await readGitHubContent(repository, FOLDER, memoryCache()), saved, schemas, tools);
    const fromDisk = await problemsOfSave({ folder: FOLDER, entries: await readContentEntries(fixture.root, FOLDER) }, saved, schemas, tools);
    expect(fromGitHub.map((problem) => problem.message)).toEqual([expect.stringContaining("/pagina-que-nao-existe")]);
    expect(fromGitHub).toEqual(fromDisk);
  });

  it("finds no content in a branch or repository without the folder", async () => {
    const read = await readGitHubContent({ ...repository, branch: "sem-site" }, FOLDER, memoryCache());
    expect(read.entries).toEqual([]);
  });

  it("says in Portuguese what the volunteer can do when GitHub refuses", async () => {
    await expect(readGitHubContent({ ...repository, token: async () => "gho_outro" }, FOLDER, memoryCache())).rejects.toThrow(
      /^Entre com o GitHub de novo: a sua permissão para ler o site expirou$/,
    );
    const reset = String(Math.floor(Date.UTC(2026, 10, 29, 15, 30) / 1000));
    standIn.refuse = { status: 403, headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset } };
    try {
      await expect(readGitHubContent(repository, FOLDER, memoryCache())).rejects.toThrow(
        /o GitHub limita quantas vezes por hora o site pode ser lido: tente salvar de novo depois das \d\d:\d\d/,
      );
      standIn.refuse = { status: 502 };
      await expect(readGitHubContent(repository, FOLDER, memoryCache())).rejects.toThrow(/o GitHub não deixou ler o conteúdo do site \(erro 502\)/);
    } finally {
      standIn.refuse = undefined;
    }
  });
});
