import type { Field } from "../shared/decap-types";
import { formatContent, schemaFileOf } from "../../engine/core/format/content-format";
import { checkEntry, type SavedEntry } from "./entry-check";
import { EDITOR_SETTINGS, editorConfig, type EditorSettings } from "../shared/editor-settings";
import { fieldPath } from "./field-labels";
import { postBodyHtml } from "./post-body";
import { setRefusal } from "./refusal";
import { pageRoute } from "./routes";
import { schemaSet } from "./schema-files";
import { loadEditorData } from "./use-editor-data";

type ImmutableLike = { get(key: string): unknown; toJS?: () => unknown };
type RunningCollection = ReturnType<typeof editorConfig>["collections"][number];

/** A page not saved yet has no address; its own "#id" links are checked against its sections under this one. */
const NEW_PAGE_ROUTE = "/(nova-pagina)";

/** The configuration this copy of the editor runs with (its content folder included). */
const runningConfig = () => editorConfig(EDITOR_SETTINGS as Exclude<EditorSettings, { mode: "unconfigured" }>);

function fieldsOf(collection: RunningCollection | undefined, slug: string): Field[] {
  if (collection?.files) return ((collection.files.find((file) => file.name === slug) ?? collection.files[0])?.fields ?? []) as Field[];
  return (collection?.fields ?? []) as Field[];
}

/** The folder the entry's file is in, as the running configuration says (its content folder included). */
function folderOf(collection: RunningCollection | undefined, slug: string): string | undefined {
  const file = collection?.files?.find((candidate) => candidate.name === slug)?.file;
  return collection?.folder ?? file?.slice(0, file.lastIndexOf("/"));
}

/** The schema the collection's files follow: the one its hidden "$schema" field writes, whatever the file says. */
function schemaOf(fields: Field[]): string | undefined {
  return schemaFileOf({ $schema: fields.find((field) => field.name === "$schema")?.default });
}

/** The "$schema" `npm run check` requires of a file in that folder (src/engine/core/schemas/schema-reference-checks.ts). */
const schemaReference = (folder: string, schemaFile: string): string => `${"../".repeat(folder.split("/").length)}schemas/${schemaFile}`;

function routeOf(collectionName: string, slug: string, data: { id?: unknown }): string | undefined {
  if (collectionName === "pages") return slug ? pageRoute(slug) : NEW_PAGE_ROUTE;
  if (collectionName === "posts" && typeof data.id === "number") return `/blog/${data.id}`;
  return undefined;
}

/** Pictures uploaded with this entry and not saved yet ("site-content/images/x.jpg" → "/images/x.jpg"). */
function newImages(entry: ImmutableLike): string[] {
  const { media_folder, public_folder } = runningConfig();
  const files = (entry.get("mediaFiles") as ImmutableLike | undefined)?.toJS?.() as { path?: string }[] | undefined;
  const folder = media_folder.replace(/\/$/, "");
  return (files ?? []).flatMap((file) => (file.path?.startsWith(`${folder}/`) ? [`${public_folder}/${file.path.slice(folder.length + 1)}`] : []));
}

/**
 * Decap's preSave listener: runs the checks of `npm run check` a browser can run on the file exactly as
 * it will be written (formatted: a cleared optional field is gone), and refuses the save with every
 * problem, each named by the labels of the form ("Seções › 2 (Abertura do topo) › Título").
 */
export async function checkBeforeSave({ entry }: { entry: ImmutableLike }): Promise<unknown> {
  const collectionName = String(entry.get("collection"));
  const slug = String(entry.get("slug") ?? "");
  const collection = runningConfig().collections.find((candidate) => candidate.name === collectionName);
  const fields = fieldsOf(collection, slug);
  const schemaFile = schemaOf(fields);
  const folder = folderOf(collection, slug);
  if (!schemaFile || !folder) throw new Error(`o editor não conhece a coleção "${collectionName}": recarregue a página`);
  const form = ((entry.get("data") as ImmutableLike).toJS?.() ?? {}) as Record<string, unknown>;
  const data = JSON.parse(formatContent({ ...form, $schema: schemaReference(folder, schemaFile) }, schemaFile, schemaSet().index)) as Record<string, unknown>;
  // `npm run editor` answers with the files as they are now: a picture uploaded a moment ago counts.
  const editorData = await loadEditorData();
  const saved: SavedEntry = { schemaFile, route: routeOf(collectionName, slug, data), data, newImages: newImages(entry), slug };
  const lines = checkEntry(saved, editorData).map(({ pointer, message }) => `${pointer ? fieldPath(pointer, fields, data) : "Arquivo"}: ${message}`);
  if (typeof data.body === "string") {
    for (const what of postBodyHtml(data.body).dangerous)
      lines.push(`${fieldPath("/body", fields, data)}: código ou endereço perigoso: ${what}. O site nunca publica isso; apague do texto`);
  }
  setRefusal(lines.length > 0 ? { entry: `${collectionName}/${slug}`, lines } : undefined);
  if (lines.length > 0) throw new Error(`Nada foi salvo. Corrija ${lines.length === 1 ? "o problema" : `os ${lines.length} problemas`}:\n${lines.join("\n")}`);
  // A new entry starts from the field's default, written for site-content/: the path from where it is saved.
  if (data.$schema === form.$schema) return undefined;
  return (entry.get("data") as { set(key: string, value: unknown): unknown }).set("$schema", data.$schema);
}
