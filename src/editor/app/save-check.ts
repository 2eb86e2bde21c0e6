import type { Field } from "../shared/decap-types";
import { formatContent, schemaFileOf } from "../../engine/core/format/content-format";
import type { ContentProblem } from "../../engine/core/kinds/types";
import { expectedSchemaReference } from "../../engine/core/schemas/schema-reference-checks";
import { EDITOR_SETTINGS, editorConfig, type SavingEditor } from "../shared/editor-settings";
import { browserBodyTools } from "./body-tools";
import { entryPath } from "./entry-path";
import { fieldPath } from "./field-labels";
import { setRefusal } from "./refusal";
import { problemsOfSave } from "./save-problems";
import { schemaSet } from "./check-schemas";
import { schemaIndex } from "./schema-files";
import { loadContentSources } from "./content-reader";

type ImmutableLike = { get(key: string): unknown; toJS?: () => unknown };
type RunningCollection = ReturnType<typeof editorConfig>["collections"][number];

/** This copy of the editor: Decap, and so this check, runs only where there is somewhere to save (main.tsx). */
const running = EDITOR_SETTINGS as SavingEditor;
/** The configuration this copy of the editor runs with (its content folder included). */
const runningConfig = () => editorConfig(running);

function fieldsOf(collection: RunningCollection | undefined, slug: string): Field[] {
  if (collection?.files) return ((collection.files.find((file) => file.name === slug) ?? collection.files[0])?.fields ?? []) as Field[];
  return (collection?.fields ?? []) as Field[];
}

/** The schema the collection's files follow: the one its hidden "$schema" field writes, whatever the file says. */
function schemaOf(fields: Field[]): string | undefined {
  return schemaFileOf({ $schema: fields.find((field) => field.name === "$schema")?.default });
}

/** Pictures uploaded with this entry and not saved yet ("site-content/images/x.jpg" → "/images/x.jpg"). */
function newImages(entry: ImmutableLike): string[] {
  const { media_folder, public_folder } = runningConfig();
  const files = (entry.get("mediaFiles") as ImmutableLike | undefined)?.toJS?.() as { path?: string }[] | undefined;
  const folder = media_folder.replace(/\/$/, "");
  return (files ?? []).flatMap((file) => (file.path?.startsWith(`${folder}/`) ? [`${public_folder}/${file.path.slice(folder.length + 1)}`] : []));
}

/** A problem as the form names it ("Seções › 2 (Abertura do topo) › Título: …"), or, in another file, where `npm run check` would print it. */
function describe(problem: ContentProblem, path: string, fields: Field[], data: unknown): string {
  if (problem.file !== path) return `${problem.file}:${problem.line}:${problem.column} ${problem.message}`;
  return `${problem.pointer ? fieldPath(problem.pointer, fields, data) : "Arquivo"}: ${problem.message}`;
}

/**
 * Decap's preSave listener: runs `npm run check`'s own code (src/engine/core/check-site.ts) on the content folder
 * with the file exactly as it will be written (formatted: a cleared optional field is gone), and refuses the save
 * with every problem it would cause, each named by the labels of the form.
 */
export async function checkBeforeSave({ entry }: { entry: ImmutableLike }): Promise<unknown> {
  const collectionName = String(entry.get("collection"));
  const slug = String(entry.get("slug") ?? "");
  const config = runningConfig();
  const collection = config.collections.find((candidate) => candidate.name === collectionName);
  const fields = fieldsOf(collection, slug);
  const schemaFile = schemaOf(fields);
  // The content as it is now: from GitHub as the signed-in volunteer, or the files `npm run editor` edits.
  const sources = await loadContentSources(running);
  const path = collection && entryPath(collection, entry, config.slug, new Set(sources.entries.map((source) => source.path)));
  if (!schemaFile || !path) throw new Error(`o editor não conhece a coleção "${collectionName}": recarregue a página`);
  const form = ((entry.get("data") as ImmutableLike).toJS?.() ?? {}) as Record<string, unknown>;
  const text = formatContent({ ...form, $schema: expectedSchemaReference({ file: path, kind: { schema: schemaFile } }) }, schemaFile, schemaIndex());
  const data = JSON.parse(text) as Record<string, unknown>;
  const problems = await problemsOfSave(sources, { path, text, uploads: newImages(entry) }, schemaSet(), browserBodyTools);
  const lines = problems.map((problem) => describe(problem, path, fields, data));
  setRefusal(lines.length > 0 ? { entry: `${collectionName}/${slug}`, lines } : undefined);
  if (lines.length > 0) throw new Error(`Nada foi salvo. Corrija ${lines.length === 1 ? "o problema" : `os ${lines.length} problemas`}:\n${lines.join("\n")}`);
  // A new entry starts from the field's default, written for site-content/: the path from where it is saved.
  if (data.$schema === form.$schema) return undefined;
  return (entry.get("data") as { set(key: string, value: unknown): unknown }).set("$schema", data.$schema);
}
