import type { Dirent } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { contentPath } from "./content-folder";
import type { ContentKind, ListedFile } from "../core/kinds/content-kinds";
import { MAX_JSON_BYTES, sizeProblem, TOO_DEEP_MESSAGE, tooDeepOffset } from "./content-limits";
import { fileProblem, parseJsonSource } from "../core/read/json-source";
import type { ContentNote, ContentProblem } from "../core/kinds/types";

export interface ListedKind {
  files: ListedFile[];
  problems: ContentProblem[];
  notes: ContentNote[];
}

/** A missing file or folder is a content problem to report, any other I/O failure is not. */
function unlessMissing<T>(fallback: T): (error: NodeJS.ErrnoException) => T {
  return (error) => {
    if (error.code === "ENOENT") return fallback;
    throw error;
  };
}

async function readListed(projectRoot: string, kind: ContentKind, file: string, name: string): Promise<ListedKind> {
  const tooLarge = await sizeProblem(projectRoot, file, MAX_JSON_BYTES);
  if (tooLarge) return { files: [{ kind, name, file }], problems: [tooLarge], notes: [] };
  const text = await readFile(join(projectRoot, file), "utf8");
  const deep = tooDeepOffset(text);
  if (deep !== undefined) {
    const before = text.slice(0, deep).split("\n");
    const at = { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
    return { files: [{ kind, name, file }], problems: [{ file, ...at, pointer: "", message: TOO_DEEP_MESSAGE }], notes: [] };
  }
  const { json, problems } = parseJsonSource(file, text);
  return { files: [{ kind, name, file, json }], problems, notes: [] };
}

function merge(parts: ListedKind[]): ListedKind {
  return {
    files: parts.flatMap((p) => p.files),
    problems: parts.flatMap((p) => p.problems),
    notes: parts.flatMap((p) => p.notes),
  };
}

function checkFolderNames(kind: ContentKind, folder: string, entries: Dirent[]): ListedKind {
  const result: ListedKind = { files: [], problems: [], notes: [] };
  const names = new Set<string>();
  for (const entry of entries) {
    const file = `${folder}/${entry.name}`;
    if (entry.name.startsWith(".") || (entry.isFile() && kind.companions?.test(entry.name))) continue;
    if (!entry.isFile() || !/\.json$/i.test(entry.name)) {
      result.notes.push({ file, message: `ignorado: só arquivos .json desta pasta viram ${kind.label.many}` });
      continue;
    }
    const name = entry.name.slice(0, -".json".length);
    names.add(name);
    if (kind.names && (!kind.names.pattern.test(name) || !entry.name.endsWith(".json"))) {
      result.problems.push(fileProblem(file, `nome de arquivo inválido "${entry.name}": ${kind.names.hint}`));
    }
  }
  for (const [name, what] of Object.entries(kind.names?.required ?? {})) {
    const file = `${folder}/${name}.json`;
    if (!names.has(name)) result.problems.push(fileProblem(file, `falta ${what}: crie o arquivo ${file} (pode copiar outro como modelo)`));
  }
  return result;
}

/** Reads and parses every file of one content kind, with the problems of the listing itself. */
export async function listKind(projectRoot: string, kind: ContentKind): Promise<ListedKind> {
  if ("file" in kind.location) {
    const file = contentPath(kind.location.file, projectRoot);
    const name = file.replace(/^.*\//, "").replace(/\.json$/i, "");
    const missing: ListedKind = {
      files: [],
      problems: [fileProblem(file, `arquivo não encontrado: ${file} é obrigatório`)],
      notes: [],
    };
    return readListed(projectRoot, kind, file, name).catch(unlessMissing(missing));
  }
  const folder = contentPath(kind.location.folder, projectRoot);
  const entries = await readdir(join(projectRoot, folder), { withFileTypes: true }).catch(unlessMissing<Dirent[]>([]));
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const listing = checkFolderNames(kind, folder, entries);
  const jsonFiles = entries.filter((entry) => entry.isFile() && /\.json$/i.test(entry.name));
  const parsed = await Promise.all(jsonFiles.map((entry) => readListed(projectRoot, kind, `${folder}/${entry.name}`, entry.name.slice(0, -".json".length))));
  return merge([listing, ...parsed]);
}
