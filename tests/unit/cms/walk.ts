import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Field, FilesCollection, FolderCollection, DecapConfig } from "../../../src/editor/shared/decap-types";
import { CMS_CONFIG_FILE } from "../../../src/editor/config/cms-config";
import { DEFAULT_CONTENT_FOLDER } from "../../../src/engine/node/content-folder";
import { CONTENT_KINDS } from "../../../src/engine/core/kinds/content-kinds";
import type { ContentKind } from "../../../src/engine/core/kinds/content-kind";
import { isNode as isSchema, type SchemaIndex, type SchemaNode as Schema, type Spot } from "../../../src/engine/core/schemas/schema-index";
import { PROJECT_ROOT } from "../../support/fixture-site";

/**
 * Both sides of the correspondence, walked separately so a test never checks the generator with its
 * own traversal: schemas through the engine's SchemaIndex (src/engine/core/schemas), the config as the
 * JSON Decap reads. A path names a value as an editor reaches it: "contact.phone", "nav[].label",
 * "sections[hero].actions[].label" (a variable-type list's item kind in brackets).
 */

export interface Property {
  /** The property as written (its own description, a `$ref`). */
  own: Schema;
  /** What it resolves to. */
  schema: Schema;
  file: string;
  /** Listed in its object's `required`. */
  required: boolean;
  /** Every object between it and its entry (or list item) is required too, so it always exists. */
  alwaysThere: boolean;
}

export const readCommittedConfig = async (): Promise<DecapConfig> => JSON.parse(await readFile(join(PROJECT_ROOT, CMS_CONFIG_FILE), "utf8")) as DecapConfig;

/** Every property under an object schema, by path. */
export function schemaProperties(schemas: SchemaIndex, node: Spot, prefix = "", alwaysThere = true, skip?: string): Map<string, Property> {
  const found = new Map<string, Property>();
  const object = schemas.resolve(node);
  const properties = isSchema(object.schema.properties) ? object.schema.properties : {};
  const required = Array.isArray(object.schema.required) ? object.schema.required : [];
  for (const [name, own] of Object.entries(properties)) {
    if (name === skip || !isSchema(own)) continue;
    const resolved = schemas.resolve(schemas.child(object, "properties", name) as Spot);
    const path = `${prefix}${name}`;
    const isRequired = required.includes(name);
    found.set(path, { own, schema: resolved.schema, file: resolved.file, required: isRequired, alwaysThere });
    if (isSchema(resolved.schema.properties)) {
      for (const [key, value] of schemaProperties(schemas, resolved, `${path}.`, alwaysThere && isRequired)) found.set(key, value);
    }
    if (resolved.schema.type === "array" && isSchema(resolved.schema.items)) {
      const items = schemas.resolve(schemas.child(resolved, "items") as Spot);
      const tag = isSchema(items.schema.discriminator) ? String(items.schema.discriminator.propertyName) : undefined;
      const branches =
        tag && Array.isArray(items.schema.oneOf) ? items.schema.oneOf.flatMap((_, index) => schemas.child(items, "oneOf", String(index)) ?? []) : [];
      for (const branch of branches) {
        const kind = schemas.resolve(branch);
        const tagSchema = isSchema(kind.schema.properties) ? kind.schema.properties[tag as string] : undefined;
        const value = isSchema(tagSchema) ? tagSchema.const : undefined;
        for (const [key, entry] of schemaProperties(schemas, kind, `${path}[${String(value)}].`, true, tag)) found.set(key, entry);
      }
      if (!tag && isSchema(items.schema.properties)) {
        for (const [key, value] of schemaProperties(schemas, items, `${path}[].`, true)) found.set(key, value);
      }
    }
  }
  return found;
}

/** Every field of a config, by the same paths (a list of plain values has no path inside). */
export function configFields(fields: Field[], prefix = ""): Map<string, Field> {
  const found = new Map<string, Field>();
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    found.set(path, field);
    const nested: [string, Field[]][] = [];
    if (field.widget === "object") nested.push([`${path}.`, field.fields]);
    if (field.widget === "list" && field.fields) nested.push([`${path}[].`, field.fields]);
    if (field.widget === "list" && field.types) for (const type of field.types) nested.push([`${path}[${type.name}].`, type.fields]);
    for (const [inner, list] of nested) for (const [key, value] of configFields(list, inner)) found.set(key, value);
  }
  return found;
}

/** A content kind's form in the config, found by the path of its folder or file. */
export function kindFields(config: DecapConfig, kind: ContentKind): Field[] {
  if ("folder" in kind.location) {
    const folder = `${DEFAULT_CONTENT_FOLDER}/${kind.location.folder}`;
    const collection = config.collections.find((c) => "folder" in c && c.folder === folder) as FolderCollection | undefined;
    if (!collection) throw new Error(`no collection for ${folder}`);
    return collection.fields;
  }
  const file = `${DEFAULT_CONTENT_FOLDER}/${kind.location.file}`;
  const entry = config.collections.flatMap((c) => ("files" in c ? (c as FilesCollection).files : [])).find((f) => f.file === file);
  if (!entry) throw new Error(`no file entry for ${file}`);
  return entry.fields;
}

/** Every (property, field) pair of every content kind, with the kind's name in front of the path. */
export function pairs(schemas: SchemaIndex, config: DecapConfig): { path: string; property: Property; field: Field }[] {
  return CONTENT_KINDS.flatMap((kind) => {
    const fields = configFields(kindFields(config, kind));
    return [...schemaProperties(schemas, schemas.get(kind.schema))].flatMap(([path, property]) => {
      const field = fields.get(path);
      return field ? [{ path: `${kind.schema}:${path}`, property, field }] : [];
    });
  });
}
