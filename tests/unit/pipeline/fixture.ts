import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { onTestFinished } from "vitest";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { copyFixtureContent, PROJECT_ROOT } from "../../support/fixture-site";
import type { ContentProblem } from "../../../src/engine/core/kinds/types";

export { PROJECT_ROOT };
export const TEST_PAGE_FILE = "site-content/pages/teste.json";
export const TEST_IMAGE = "site-content/images/teste-foto.jpg";

/** A page owned by the tests, so line and column expectations never move when real content changes. */
export const TEST_PAGE = `{
  "$schema": "../../schemas/page.schema.json",
  "title": "Página de teste",
  "description": "Uma página usada só pelos testes automáticos do verificador de conteúdo.",
  "sections": [
    {
      "type": "hero",
      "id": "ola",
      "title": "Olá",
      "actions": [
        { "label": "Contato", "href": "/teste#ola" },
        { "label": "Mais", "href": "#numeros" }
      ],
      "image": { "src": "/images/teste-foto.jpg", "alt": "Foto de teste" }
    },
    {
      "type": "stats",
      "id": "numeros",
      "tone": "clara",
      "items": [{ "value": "10", "label": "Anos" }]
    }
  ]
}
`;

export interface Fixture {
  root: string;
  read(file: string): Promise<string>;
  write(file: string, text: string): Promise<void>;
  /** Replaces the one occurrence of `search`; fails loudly if the fixture text is not what the test expects. */
  edit(file: string, search: string, replacement: string): Promise<void>;
  remove(file: string): Promise<void>;
  /** Problems that the untouched fixture does not have: exactly what the test's edit caused. */
  newProblems(): Promise<ContentProblem[]>;
}

async function createRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "mc-content-"));
  await cp(join(PROJECT_ROOT, "schemas"), join(root, "schemas"), { recursive: true });
  // The tests' own site, never the editors' site-content/: expectations stay put when content changes.
  await copyFixtureContent(root, { emptyImages: true });
  await writeFile(join(root, TEST_PAGE_FILE), TEST_PAGE);
  await writeFile(join(root, TEST_IMAGE), "");
  // Compiled and sanitised bodies are keyed by their content and the code, so the fixtures can share one
  // cache: unchanged posts are then not sanitised again in every fixture (jsdom is slow to start). Their
  // own, apart from the project's: each run keeps only the entries it used.
  const bodies = join(PROJECT_ROOT, ".cache", "fixture-post-bodies");
  await mkdir(bodies, { recursive: true });
  await mkdir(join(root, ".cache"), { recursive: true });
  await symlink(bodies, join(root, ".cache", "post-bodies"), "dir");
  return root;
}

const problemKey = (p: ContentProblem) => `${p.file}\0${p.pointer}\0${p.message}`;
let baseline: Promise<Set<string>> | undefined;

/** A fresh fixture's own problems (none, normally) are subtracted from every test. */
function baselineKeys(): Promise<Set<string>> {
  baseline ??= (async () => {
    const root = await createRoot();
    const result = await loadSiteContent(root);
    await rm(root, { recursive: true, force: true });
    return new Set(result.ok ? [] : result.problems.map(problemKey));
  })();
  return baseline;
}

export async function createFixture(): Promise<Fixture> {
  const root = await createRoot();
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  const path = (file: string) => join(root, file);
  return {
    root,
    read: (file) => readFile(path(file), "utf8"),
    write: async (file, text) => {
      await mkdir(dirname(path(file)), { recursive: true });
      await writeFile(path(file), text);
    },
    async edit(file, search, replacement) {
      const text = await readFile(path(file), "utf8");
      const count = text.split(search).length - 1;
      if (count !== 1) throw new Error(`fixture: expected "${search}" once in ${file}, found ${count}`);
      await writeFile(
        path(file),
        text.replace(search, () => replacement),
      );
    },
    remove: (file) => rm(path(file), { force: true }),
    async newProblems() {
      const [known, result] = await Promise.all([baselineKeys(), loadSiteContent(root)]);
      return result.ok ? [] : result.problems.filter((problem) => !known.has(problemKey(problem)));
    },
  };
}

/** 1-based line and column of the first occurrence of `needle` (for files the tests do not own). */
export function positionOf(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`"${needle}" not found`);
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
