import { schemaFileOf } from "../../scripts/content/content-format";
import type { Field } from "../../scripts/cms/decap-types";
import { checkEntry } from "./entry-check";
import { EDITOR_SETTINGS, editorConfig, type EditorSettings } from "./editor-settings";
import { fieldPath } from "./field-labels";
import generated from "./generated/decap-config.json";
import { postBodyHtml } from "./post-body";
import { setRefusal } from "./refusal";
import { pageRoute } from "./routes";
import { loadEditorData } from "./use-editor-data";

type ImmutableLike = { get(key: string): unknown; toJS?: () => unknown };

/** The configuration this copy of the editor runs with (its content folder included). */
const runningConfig = () => editorConfig(EDITOR_SETTINGS as Exclude<EditorSettings, { mode: "unconfigured" }>);

/** The folder an entry's file is in, as the running editor's configuration says (its content folder included). */
function folderOf(collectionName: string, slug: string): string | undefined {
  const collection = runningConfig().collections.find((candidate) => candidate.name === collectionName);
  const file = collection?.files?.find((candidate) => candidate.name === slug)?.file;
  return collection?.folder ?? file?.slice(0, file.lastIndexOf("/"));
}

/** The "$schema" `npm run check` requires of a file in that folder (scripts/content/schema-reference-checks.ts). */
function schemaReference(folder: string, schemaFile: string): string {
  return `${"../".repeat(folder.split("/").length)}schemas/${schemaFile}`;
}

function fieldsOf(collectionName: string, slug: string): Field[] {
  const collection = generated.collections.find((candidate) => candidate.name === collectionName);
  if (!collection) return [];
  if (collection.files) return ((collection.files.find((file) => file.name === slug) ?? collection.files[0])?.fields ?? []) as Field[];
  return (collection.fields ?? []) as Field[];
}

function routeOf(collectionName: string, slug: string, data: { id?: unknown }): string | undefined {
  if (collectionName === "pages") return pageRoute(slug);
  if (collectionName === "posts" && typeof data.id === "number") return `/blog/${data.id}`;
  return undefined;
}

/** Pictures uploaded with this entry and not saved yet ("site-content/images/x.jpg" → "/images/x.jpg"). */
function newImages(entry: ImmutableLike): string[] {
  const files = (entry.get("mediaFiles") as ImmutableLike | undefined)?.toJS?.() as { path?: string }[] | undefined;
  const folder = runningConfig().media_folder.replace(/\/$/, "");
  return (files ?? []).flatMap((file) => (file.path?.startsWith(`${folder}/`) ? [`${generated.public_folder}/${file.path.slice(folder.length + 1)}`] : []));
}

/**
 * Decap's preSave listener: runs the checks of `npm run check` a browser can run and refuses the save
 * with every problem, each named by the labels of the form ("Seções › 2 (Abertura do topo) › Título").
 */
export async function checkBeforeSave({ entry }: { entry: ImmutableLike }): Promise<unknown> {
  const collectionName = String(entry.get("collection"));
  const slug = String(entry.get("slug") ?? "");
  const entryKey = `${collectionName}/${slug}`;
  const data = ((entry.get("data") as ImmutableLike).toJS?.() ?? {}) as Record<string, unknown>;
  const schemaFile = schemaFileOf(data);
  if (!schemaFile) throw new Error('o campo "$schema" sumiu deste arquivo: recarregue a página e tente de novo');
  // `npm run editor` answers with the files as they are now: a picture uploaded a moment ago counts.
  const editorData = await loadEditorData();
  const findings = checkEntry({ schemaFile, route: routeOf(collectionName, slug, data), data, newImages: newImages(entry) }, editorData);
  const fields = fieldsOf(collectionName, slug);
  const lines = findings.map(({ pointer, message }) => `${pointer ? fieldPath(pointer, fields, data) : "Arquivo"}: ${message}`);
  if (typeof data.body === "string") {
    for (const what of postBodyHtml(data.body).dangerous)
      lines.push(`${fieldPath("/body", fields, data)}: código ou endereço perigoso: ${what}. O site nunca publica isso; apague do texto`);
  }
  setRefusal(lines.length > 0 ? { entry: entryKey, lines } : undefined);
  if (lines.length > 0) throw new Error(`Nada foi salvo. Corrija ${lines.length === 1 ? "o problema" : `os ${lines.length} problemas`}:\n${lines.join("\n")}`);
  if (EDITOR_SETTINGS.mode === "unconfigured") throw new Error("o editor não está ligado ao GitHub");
  // A new entry starts from the field's default, written for site-content/: the path from where it is saved.
  const folder = folderOf(collectionName, slug);
  const reference = folder && schemaReference(folder, schemaFile);
  if (!reference || reference === data.$schema) return undefined;
  return (entry.get("data") as { set(key: string, value: unknown): unknown }).set("$schema", reference);
}
