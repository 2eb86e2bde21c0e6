import type { ContentProblem } from "../../engine/core/kinds/types";
import { splitPointer } from "../../engine/core/read/json-pointer";
import type { SourceEntry } from "../../engine/core/kinds/list-content";
import type { Field } from "../shared/decap-types";
import type { editorConfig } from "../shared/editor-settings";
import { fieldPath } from "./field-labels";
import type { RefusedProblem } from "./refusal";

type RunningConfig = ReturnType<typeof editorConfig>;
type RunningCollection = RunningConfig["collections"][number];

/** The fields of an entry of this collection (a file collection's own file, by its name). */
export function fieldsOf(collection: RunningCollection | undefined, slug: string): Field[] {
  if (collection?.files) return ((collection.files.find((file) => file.name === slug) ?? collection.files[0])?.fields ?? []) as Field[];
  return (collection?.fields ?? []) as Field[];
}

/** "/sections/2/title" → "sections.2.title": the path Decap's form opens a field by. */
export const formPath = (pointer: string): string => splitPointer(pointer).join(".");

/** The collection a content file belongs to, and its entry's name there ("2026-09-um-ano" of posts/2026-09-um-ano.json). */
function entryOf(config: RunningConfig, file: string): { collection: RunningCollection; slug: string } | undefined {
  for (const collection of config.collections) {
    const own = collection.files?.find((entry) => entry.file === file);
    if (own) return { collection, slug: own.name };
    const folder = collection.folder ? `${collection.folder}/` : undefined;
    if (folder && file.startsWith(folder) && file.endsWith(".json")) return { collection, slug: file.slice(folder.length, -".json".length) };
  }
  return undefined;
}

const parsed = (text: string | undefined): Record<string, unknown> | undefined => {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    return undefined;
  }
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The check's messages name other files as `npm run check` prints them ("já usa site-content/pages/contato.json"); in the
 * editor each is the entry the volunteer knows ("“Contato” (Páginas)"), and a folder its collection ("“Páginas”").
 */
export function inEditorWords(message: string, config: RunningConfig, sources: readonly SourceEntry[]): string {
  let told = message;
  for (const collection of config.collections) {
    const folder = collection.folder;
    if (!folder) continue;
    told = told.replace(new RegExp(`${escaped(folder)}/[\\w./-]+?\\.json`, "g"), (file) => {
      const data = parsed(sources.find((source) => source.path === file)?.text);
      const name = [data?.title, data?.name].find((text) => typeof text === "string") ?? file.slice(folder.length + 1, -".json".length);
      return `“${String(name)}” (${collection.label})`;
    });
    told = told.replace(new RegExp(`${escaped(folder)}/?(?![\\w.-])`, "g"), `“${collection.label}”`);
  }
  for (const collection of config.collections) for (const file of collection.files ?? []) told = told.replaceAll(file.file, `“${collection.label}”`);
  return told;
}

/**
 * A problem the check found, told the way the editor's form names things: in the saved entry, by its field's labels
 * (and its form path, so the form shows it beside that field); in another entry, by that entry's collection, its
 * title and its field ("Configurações do site › Artigo em destaque: …"), never by a file and a line.
 */
export function placeProblem(
  problem: ContentProblem,
  saved: { path: string; fields: Field[]; data: unknown },
  config: RunningConfig,
  sources: readonly SourceEntry[],
): RefusedProblem {
  const { pointer } = problem;
  const message = inEditorWords(problem.message, config, sources);
  if (problem.file === saved.path) {
    if (!pointer) return { where: "Este item", message };
    return { field: formPath(pointer), where: fieldPath(pointer, saved.fields, saved.data), message };
  }
  const other = entryOf(config, problem.file);
  if (!other) return { where: problem.file.split("/").slice(1).join("/"), message };
  const data = parsed(sources.find((source) => source.path === problem.file)?.text);
  const named = other.collection.files ? undefined : [data?.title, data?.name].find((text) => typeof text === "string");
  const entry = [other.collection.label, ...(other.collection.files ? [] : [typeof named === "string" ? named : other.slug])];
  const field = pointer ? [fieldPath(pointer, fieldsOf(other.collection, other.slug), data)] : [];
  return { where: [...entry, ...field].join(" › "), message };
}
