import type { Field } from "../shared/decap-types";
import { formatContent, schemaFileOf } from "../../engine/core/format/content-format";
import { expectedSchemaReference } from "../../engine/core/schemas/schema-reference-checks";
import { editorConfig, type SavingEditor } from "../shared/editor-settings";
import { browserBodyTools } from "./body-tools";
import { entryPath } from "./entry-path";
import { fieldsOf, placeProblem } from "./problem-places";
import { setRefusal } from "./refusal";
import { problemsOfSave } from "./save-problems";
import { schemaSet } from "./check-schemas";
import { schemaIndex } from "./schema-files";
import { loadContentSources } from "./content-reader";
import { runningSettings } from "./page-settings";

type ImmutableLike = { get(key: string): unknown; toJS?: () => unknown };

/** This copy of the editor: Decap, and so this check, runs only where there is somewhere to save (main.tsx). */
const running = runningSettings() as SavingEditor;
/** The configuration this copy of the editor runs with (its content folder included). */
const runningConfig = () => editorConfig(running);

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

/**
 * Decap's preSave listener: runs `npm run check`'s own code (src/engine/core/check-site.ts) on the content folder
 * with the file exactly as it will be written (formatted: a cleared optional field is gone), and refuses the save
 * with every problem it would cause, each named by the labels of the form and shown beside its field
 * (form-problems.ts, entry-panel.tsx).
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
  const placed = problems.map((problem) => placeProblem(problem, { path, fields, data }, config, sources.entries));
  setRefusal(placed.length > 0 ? { entry: `${collectionName}/${slug}`, problems: placed } : undefined);
  if (placed.length > 0) throw saveRefused(placed.length);
  // A new entry starts from the field's default, written for site-content/: the path from where it is saved.
  if (data.$schema === form.$schema) return undefined;
  return (entry.get("data") as { set(key: string, value: unknown): unknown }).set("$schema", data.$schema);
}

/**
 * Why Decap did not save, in its notice ("Não foi salvo: %{details}", editor-locale.ts): the problems themselves are
 * on the form, beside their fields. Without a name, the error reads as its message alone.
 */
function saveRefused(count: number): Error {
  const error = new Error(`corrija ${count === 1 ? "o que está marcado" : `os ${count} problemas marcados`} em vermelho no formulário.`);
  error.name = "";
  return error;
}
