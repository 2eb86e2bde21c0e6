import { posix } from "node:path";
import { isSchema, type Schema, type SchemaFiles } from "../../engine/node/generate/schema-files";

/**
 * A schema with where it is written (file under schemas/ and JSON pointer inside it). The pointer
 * names a property for good ("common/stat.schema.json#/properties/label"), whichever page, block or
 * list reaches it: labels.ts uses it to give one shared property a label of its own.
 */
export interface Spot {
  schema: Schema;
  file: string;
  pointer: string;
}

export const spotKey = (spot: Spot): string => `${spot.file}#${spot.pointer}`;

/** A keyword's value below a spot ("properties", "title" → the property's spot), if it is a schema. */
export function child(spot: Spot, ...path: string[]): Spot | undefined {
  let schema: unknown = spot.schema;
  // Arrays too: a `oneOf` branch is reached as ("oneOf", "2").
  for (const segment of path) schema = schema !== null && typeof schema === "object" ? (schema as Record<string, unknown>)[segment] : undefined;
  const pointer = path.length > 0 ? `${spot.pointer}/${path.join("/")}` : spot.pointer;
  return isSchema(schema) ? { schema, file: spot.file, pointer } : undefined;
}

/** Follows `$ref`s ("../common/link.schema.json", "#/definitions/links") to the schema that defines the value. */
export function resolve(schemas: SchemaFiles, spot: Spot, depth = 0): Spot {
  const ref = spot.schema.$ref;
  if (typeof ref !== "string") return spot;
  if (depth > 20) throw new Error(`referência circular em schemas/${spotKey(spot)}`);
  const [path = "", fragment = ""] = ref.split("#");
  const file = path ? posix.normalize(posix.join(posix.dirname(spot.file), path)) : spot.file;
  const target = child({ schema: schemas.get(file).schema, file, pointer: "" }, ...fragment.split("/").filter(Boolean));
  if (!target) throw new Error(`referência quebrada "${ref}" em schemas/${spotKey(spot)}`);
  return resolve(schemas, target, depth + 1);
}
