import { MAX_BODY_BYTES, MAX_JSON_BYTES, SYMLINK_MESSAGE, TOO_DEEP_MESSAGE, tooDeepOffset, tooLargeProblem } from "../read/content-limits";
import { fileProblem, parseJsonSource } from "../read/json-source";
import { IMAGE_PREFIX, type ImageIndex } from "../rules/image-names";
import { CONTENT_KINDS } from "./content-kinds";
import type { ContentKind, ListedFile } from "./content-kind";
import type { ContentNote, ContentProblem } from "./types";

/**
 * One entry of the content folder, as the disk has it (src/engine/node/read-content.ts) or the site
 * editor's copy of it (every door lists the folder the same way, here).
 */
export interface SourceEntry {
  /** Project-relative path with forward slashes ("site-content/pages/inicio.json"). */
  path: string;
  type: "file" | "folder" | "symlink";
  /** Bytes of a file whose text the pipeline reads (textLimit), measured before reading it. */
  size?: number;
  /** The text of a file textLimit() asks for, when it is within the limit. */
  text?: string;
}

/** The content folder as the pipeline reads it: parsed files, post bodies, the pictures and static files links may name. */
export interface ContentListing {
  /** The content folder, as editors see it ("site-content"). */
  folder: string;
  files: ListedFile[];
  /** Hand-written post bodies (a .html beside the post's JSON) by path; null when one is over the size limit. */
  htmlBodies: ReadonlyMap<string, string | null>;
  images: ImageIndex;
  /** Files served as they are at the site's root ("/favicon.ico"). */
  staticFiles: ReadonlySet<string>;
  problems: ContentProblem[];
  notes: ContentNote[];
}

const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf("/")));
const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const byName = (a: SourceEntry, b: SourceEntry) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

function kindFolder(folder: string, kind: ContentKind): string {
  return "folder" in kind.location ? `${folder}/${kind.location.folder}` : `${folder}/${kind.location.file}`;
}

/**
 * How many bytes of a file's text the pipeline reads: content JSON and hand-written post bodies, up to their
 * limits; undefined for what it only lists (pictures, static files, anything else).
 */
export function textLimit(folder: string, path: string): number | undefined {
  for (const kind of CONTENT_KINDS) {
    const place = kindFolder(folder, kind);
    if ("file" in kind.location) {
      if (path === place) return MAX_JSON_BYTES;
    } else if (parentOf(path) === place) {
      if (/\.json$/i.test(path)) return MAX_JSON_BYTES;
      if (kind.companions?.test(nameOf(path))) return MAX_BODY_BYTES;
    }
  }
  return undefined;
}

function readListed(kind: ContentKind, entry: SourceEntry, name: string): { file: ListedFile; problems: ContentProblem[] } {
  const listed = { kind, name, file: entry.path };
  if (entry.size !== undefined && entry.size > MAX_JSON_BYTES) return { file: listed, problems: [tooLargeProblem(entry.path, entry.size, MAX_JSON_BYTES)] };
  if (entry.text === undefined) return { file: listed, problems: [fileProblem(entry.path, `não foi possível ler ${entry.path}`)] };
  const deep = tooDeepOffset(entry.text);
  if (deep !== undefined) {
    const before = entry.text.slice(0, deep).split("\n");
    const at = { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
    return { file: listed, problems: [{ file: entry.path, ...at, pointer: "", message: TOO_DEEP_MESSAGE }] };
  }
  const { json, problems } = parseJsonSource(entry.path, entry.text);
  return { file: { ...listed, json }, problems };
}

/** A folder of items: its .json files, the names it refuses, the files it must have, and what it ignores. */
function listFolder(kind: ContentKind, place: string, children: SourceEntry[], listing: ContentListing): void {
  const names = new Set<string>();
  for (const entry of children) {
    const fileName = nameOf(entry.path);
    if (fileName.startsWith(".") || (entry.type === "file" && kind.companions?.test(fileName))) continue;
    if (entry.type !== "file" || !/\.json$/i.test(fileName)) {
      listing.notes.push({ file: entry.path, message: `ignorado: só arquivos .json desta pasta viram ${kind.label.many}` });
      continue;
    }
    const name = fileName.slice(0, -".json".length);
    names.add(name);
    if (kind.names && (!kind.names.pattern.test(name) || !fileName.endsWith(".json"))) {
      listing.problems.push(fileProblem(entry.path, `nome de arquivo inválido "${fileName}": ${kind.names.hint}`));
    }
    const taken = kind.names?.reserved?.[name];
    if (taken)
      listing.problems.push(
        fileProblem(
          entry.path,
          `o nome "${name}" não pode ser usado: o endereço ${kind.route?.(name) ?? `/${name}`} já é ${taken}. Dê outro nome ao arquivo (ele vira o endereço da página)`,
        ),
      );
    const read = readListed(kind, entry, name);
    listing.files.push(read.file);
    listing.problems.push(...read.problems);
  }
  for (const [name, what] of Object.entries(kind.names?.required ?? {})) {
    const file = `${place}/${name}.json`;
    if (!names.has(name)) listing.problems.push(fileProblem(file, `falta ${what}: crie o arquivo ${file} (pode copiar outro como modelo)`));
  }
}

/** Every file under `prefix` as the site path it is served at (`served` + the rest of its path). */
function servedPaths(entries: readonly SourceEntry[], prefix: string, served: string): Set<string> {
  return new Set(entries.filter((entry) => entry.type === "file" && entry.path.startsWith(prefix)).map((entry) => served + entry.path.slice(prefix.length)));
}

/** The pictures among the content folder's entries, by the site path each is served at. */
export function imageIndex(folder: string, entries: readonly SourceEntry[]): ImageIndex {
  const images = servedPaths(entries, `${folder}/images/`, IMAGE_PREFIX);
  return { files: images, byLowerCase: new Map([...images].map((path) => [path.toLowerCase(), path])) };
}

/** Reads the content folder's entries into what the checks need, with the problems of the listing itself. */
export function listContent(folder: string, entries: readonly SourceEntry[]): ContentListing {
  const sorted = [...entries].sort(byName);
  const listing: ContentListing = {
    folder,
    files: [],
    htmlBodies: new Map(),
    images: imageIndex(folder, sorted),
    staticFiles: servedPaths(sorted, `${folder}/static/`, "/"),
    problems: [],
    notes: [],
  };
  for (const kind of CONTENT_KINDS) {
    const place = kindFolder(folder, kind);
    if ("file" in kind.location) {
      const entry = sorted.find((candidate) => candidate.path === place && candidate.type === "file");
      const name = nameOf(place).replace(/\.json$/i, "");
      if (!entry) listing.problems.push(fileProblem(place, `arquivo não encontrado: ${place} é obrigatório`));
      else {
        const read = readListed(kind, entry, name);
        listing.files.push(read.file);
        listing.problems.push(...read.problems);
      }
      continue;
    }
    const children = sorted.filter((entry) => parentOf(entry.path) === place);
    listFolder(kind, place, children, listing);
    for (const entry of children) {
      if (entry.type !== "file" || !kind.companions?.test(nameOf(entry.path))) continue;
      const tooLarge = entry.size !== undefined && entry.size > MAX_BODY_BYTES;
      if (tooLarge) listing.problems.push(tooLargeProblem(entry.path, entry.size ?? 0, MAX_BODY_BYTES));
      (listing.htmlBodies as Map<string, string | null>).set(entry.path, tooLarge ? null : (entry.text ?? null));
    }
  }
  for (const entry of sorted) if (entry.type === "symlink") listing.problems.push(fileProblem(entry.path, SYMLINK_MESSAGE));
  return listing;
}
