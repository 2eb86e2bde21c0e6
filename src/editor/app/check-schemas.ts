import { validators } from "virtual:schema-validators";
import { precompiledSchemaSet, type SchemaSet } from "../../engine/core/schemas/schema-set";
import { schemaIndex } from "./schema-files";

let set: SchemaSet | undefined;

/**
 * The check's schemas: validators written out when the editor is built (src/engine/node/standalone-validators.ts,
 * the same ajv configuration and keywords `npm run check` compiles at runtime), so nothing is compiled in the
 * browser. Loaded with the check, on the first save.
 */
export function schemaSet(): SchemaSet {
  set ??= precompiledSchemaSet(schemaIndex(), validators);
  return set;
}
