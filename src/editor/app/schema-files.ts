import { SchemaIndex, type SchemaNode } from "../../engine/core/schemas/schema-index";

// The very files under schemas/, bundled as objects. The format reads them when the editor writes a file, the
// check's pt-BR messages through the index, and the validators written out for this build
// (virtual:schema-validators, check-schemas.ts) point their errors at these same objects.
const files = import.meta.glob<SchemaNode>("../../../schemas/**/*.schema.json", { eager: true, import: "default" });

/** Each schema file by its path under schemas/ ("page.schema.json"). */
export const SCHEMA_FILES: Readonly<Record<string, SchemaNode>> = Object.fromEntries(
  Object.entries(files).map(([path, schema]) => [path.replace(/^(\.\.\/)+schemas\//, ""), schema]),
);

let index: SchemaIndex | undefined;

/** The schemas as the file format and the check's messages read them: no validator, so nothing to compile. */
export function schemaIndex(): SchemaIndex {
  if (!index) {
    index = new SchemaIndex();
    for (const [path, schema] of Object.entries(SCHEMA_FILES)) index.add(path, schema);
  }
  return index;
}
