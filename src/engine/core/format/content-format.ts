import type { SchemaIndex, SchemaNode } from "../schemas/schema-index";
import { readPassage } from "../passages/read-passage";

// No Node imports here: the site editor (src/editor/app/) writes every file it saves with formatContent,
// and `npm run check -- --fix` rewrites hand-edited files with it, so the two always agree.

/** The schema file a content file names in "$schema" ("../../schemas/content/post.schema.json" → "content/post.schema.json"). */
export function schemaFileOf(value: unknown): string | undefined {
  const declared = (value as { $schema?: unknown } | null)?.$schema;
  if (typeof declared !== "string") return undefined;
  const at = declared.lastIndexOf("schemas/");
  return at < 0 ? undefined : declared.slice(at + "schemas/".length);
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** A value an editor left empty: the editor writes "" for a cleared text and `{ "alt": "" }` for a picture never chosen. */
function isBlank(value: unknown): boolean {
  if (value === "" || value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isObject(value) && Object.values(value).every(isBlank);
}

/**
 * An object holding nothing but empty values and its fields' defaults (a picture never chosen whose
 * "decorative" switch was flicked on and off: `{ "alt": "", "decorative": false }`). The editor has no
 * way to remove an optional object, so an untouched-looking one counts as not there.
 */
function onlyDefaults(value: unknown, schema: unknown, index: SchemaIndex): boolean {
  if (!isObject(value)) return false;
  const properties = index.properties(schema);
  return Object.entries(value).every(([key, child]) => isBlank(child) || child === index.deref(properties[key])?.default);
}

/** The branch of a discriminated oneOf (a page's sections) that this object's tag selects. */
function branchFor(schema: SchemaNode, value: Record<string, unknown>, index: SchemaIndex): SchemaNode {
  const tag = (schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  if (!tag || !Array.isArray(schema.oneOf)) return schema;
  const branch = schema.oneOf.find((candidate) => {
    const tagSchema = index.deref(index.properties(candidate)[tag]);
    return tagSchema?.const === value[tag] || (Array.isArray(tagSchema?.enum) && tagSchema.enum.includes(value[tag]));
  });
  return index.deref(branch) ?? schema;
}

function arrangeObject(value: Record<string, unknown>, schema: SchemaNode | undefined, index: SchemaIndex): Record<string, unknown> {
  const node = schema ? branchFor(schema, value, index) : undefined;
  const properties = node ? index.properties(node) : {};
  const required = new Set(Array.isArray(node?.required) ? (node.required as string[]) : []);
  // Keys the schema lists, in its order; then any others as they were, so the check can name them.
  const keys = [...Object.keys(properties).filter((key) => key in value), ...Object.keys(value).filter((key) => !(key in properties))];
  const arranged: Record<string, unknown> = {};
  for (const key of keys) {
    const child = arrange(value[key], properties[key], index);
    // An optional field left empty is written as absent: what a hand-written file would say.
    if (!required.has(key) && (isBlank(child) || onlyDefaults(child, properties[key], index))) continue;
    if (child !== undefined) arranged[key] = child;
  }
  return arranged;
}

function arrange(value: unknown, schema: unknown, index: SchemaIndex): unknown {
  const node = index.deref(schema);
  if (Array.isArray(value)) return value.map((item) => arrange(item, node?.items, index));
  if (isObject(value)) return arrangeObject(value, node, index);
  // A Bible passage is stored in its one form ("Jo 3.16" → "João 3:16"); one that does not read stays, for the check to name.
  if (typeof value === "string" && node?.bibleReference === true) {
    const reading = readPassage(value);
    return "passage" in reading ? reading.passage.text : value;
  }
  return value;
}

/**
 * A content file as the project writes it: keys in the schema's order, optional fields left empty
 * dropped, two-space JSON and a final newline. Formatting a formatted file changes nothing.
 */
export function formatContent(value: unknown, schemaFile: string | undefined, index: SchemaIndex): string {
  const schema = schemaFile ? index.file(schemaFile) : undefined;
  return `${JSON.stringify(arrange(value, schema, index), null, 2)}\n`;
}
