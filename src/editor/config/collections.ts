import { posix } from "node:path";
import { DEFAULT_CONTENT_FOLDER } from "../../engine/node/content-folder";
import { CONTENT_KINDS } from "../../engine/core/kinds/content-kinds";
import type { ContentKind } from "../../engine/core/kinds/content-kind";
import type { SchemaIndex } from "../../engine/core/schemas/schema-index";
import type { Collection, FilesCollection, FolderCollection } from "../shared/decap-types";
import { FILE_LABELS, labelFromDescription } from "./labels";
import { ENTRY_ROOT, SCHEDULE_FIELD, objectFields, scheduledBefore, summaryFields, summaryTemplate } from "./schema-fields";

/**
 * New file names, per folder (Decap string templates). `{{slug}}` is the entry's title or name made
 * URL-safe by the `slug` settings in cms-config.ts, which gives the names content-kinds.ts accepts
 * (lower case, digits, hyphens). Posts keep their month in front, as their folder does today
 * ("2026-09-um-ano-coroado-de-bondade"): taken from the post's own date, not the day it was created.
 */
const SLUGS: Readonly<Record<string, string>> = {
  posts: "{{fields.date | date('YYYY-MM')}}-{{slug}}",
};

/**
 * Pages cannot be deleted in the editor: inicio.json and 404.json must exist and Decap cannot protect
 * single entries, and removing a page also means removing the links and the menu line that lead to
 * it, which `npm run check` walks through better than a form.
 */
const NO_DELETE = new Set(["pages"]);

/** The field `{{slug}}` is made from: the first of these the schema requires. */
const IDENTIFIERS = ["title", "name"];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a file of this kind says in `"$schema"`: the schema's path relative to the file. */
function schemaPath(folder: string, schema: string): string {
  return posix.relative(posix.join(DEFAULT_CONTENT_FOLDER, folder), posix.join("schemas", schema));
}

function identifierField(schemas: SchemaIndex, kind: ContentKind): string {
  const required = schemas.get(kind.schema).schema.required;
  const found = IDENTIFIERS.find((name) => Array.isArray(required) && required.includes(name));
  if (!found) throw new Error(`schemas/${kind.schema} precisa exigir "title" ou "name": o editor do site dá nome aos arquivos novos por ele`);
  return found;
}

/**
 * What the collection's page says above its list: the schema's own words for the form (`formHint`) where its
 * `description` speaks of files and folders, as a field's hint does (schema-fields.ts).
 */
function description(schemas: SchemaIndex, kind: ContentKind): { description?: string } {
  const { formHint, description: text } = schemas.get(kind.schema).schema;
  const shown = typeof formHint === "string" ? formHint : text;
  return typeof shown === "string" ? { description: shown } : {};
}

/**
 * A folder kind is a folder collection, pages included: editors add pages as they add posts, so the
 * list of pages cannot be fixed when the config is generated (a `files` collection would be stale
 * the moment a page is added, and the check would then have to read the content). A page's
 * `sections` is a variable-type list, which Decap edits the same way in either kind of collection.
 */
function folderCollection(schemas: SchemaIndex, kind: ContentKind, folder: string): FolderCollection {
  return {
    name: folder,
    label: capitalize(kind.label.many),
    label_singular: capitalize(kind.label.one),
    ...description(schemas, kind),
    folder: posix.join(DEFAULT_CONTENT_FOLDER, folder),
    format: "json",
    extension: "json",
    // A post's text is its Markdown `body`, one more field of the same file (posts.ts); a post whose
    // text is a hand-written <name>.html beside it leaves `body` empty here and keeps that file.
    create: true,
    delete: !NO_DELETE.has(folder),
    slug: SLUGS[folder] ?? "{{slug}}",
    identifier_field: identifierField(schemas, kind),
    // The list of entries names each by what tells it apart ("2026-12-05 · Noite de Louvor · 19:30").
    ...summaryOf(schemas, kind),
    fields: objectFields(schemas, schemas.get(kind.schema), ENTRY_ROOT, { schemaPath: schemaPath(folder, kind.schema) }),
  };
}

function summaryOf(schemas: SchemaIndex, kind: ContentKind): { summary?: string } {
  const summary = summaryTemplate(summaryFields(schemas, schemas.get(kind.schema)), "fields.");
  const properties = schemas.get(kind.schema).schema.properties;
  // A post or an event waiting for its "Publicar em" says so first in the list.
  const scheduled = typeof properties === "object" && properties !== null && SCHEDULE_FIELD in properties;
  return summary ? { summary: scheduled ? scheduledBefore("fields.") + summary : summary } : {};
}

/** A single-file kind (site.json) is a `files` collection with that one file. */
function fileCollection(schemas: SchemaIndex, kind: ContentKind, file: string): FilesCollection {
  const name = file.replace(/\.json$/, "");
  const label = FILE_LABELS[file] ?? labelFromDescription(String(schemas.get(kind.schema).schema.description ?? ""), name);
  const fields = objectFields(schemas, schemas.get(kind.schema), ENTRY_ROOT, { schemaPath: schemaPath(posix.dirname(file), kind.schema) });
  return { name, label, ...description(schemas, kind), files: [{ name, label, file: posix.join(DEFAULT_CONTENT_FOLDER, file), fields }] };
}

/**
 * One collection per content kind, in the pipeline's order: a kind added to content-kinds.ts shows up
 * in the editor too. Paths are under the default content folder, whatever SITE_CONTENT says: the
 * editor always edits the site's own content.
 */
export function contentCollections(schemas: SchemaIndex): Collection[] {
  return CONTENT_KINDS.map((kind) =>
    "folder" in kind.location ? folderCollection(schemas, kind, kind.location.folder) : fileCollection(schemas, kind, kind.location.file),
  );
}
