import { buildSchemaSet } from "../../engine/core/schemas/schema-compiler";
import type { SchemaSet } from "../../engine/core/schemas/schema-set";

// The very files under schemas/, bundled as text: the check before saving compiles what `npm run check` compiles.
const files = import.meta.glob<string>("../../../schemas/**/*.schema.json", { eager: true, query: "?raw", import: "default" });

let set: SchemaSet | undefined;

/** The project's schemas compiled once, on the first save. */
export function schemaSet(): SchemaSet {
  set ??= buildSchemaSet(Object.entries(files).map(([path, text]) => ({ path: path.replace(/^(\.\.\/)+schemas\//, ""), text })));
  return set;
}
