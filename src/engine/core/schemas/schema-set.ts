import type { ValidateFunction } from "ajv";
import type { SchemaIndex } from "./schema-index";

// No Node imports here, and no ajv compiler: the site editor (src/editor/app/) runs this set in the browser with
// validators written out when it is built; `npm run check` compiles them at runtime (schema-compiler.ts).

/** Schemas are addressed by this base, so relative $refs ("../common/link.schema.json") resolve as files do. */
export const SCHEMA_BASE = "https://igreja.local/schemas/";

export interface SchemaSet {
  /** The compiled validator of a schema file, by its path under schemas/ ("page.schema.json"). */
  validator(schemaFile: string): ValidateFunction;
  index: SchemaIndex;
}

/**
 * A set of validators compiled ahead of time (ajv standalone, src/engine/node/standalone-validators.ts) from the
 * very schema objects `index` holds: their errors point at those objects, which is how the pt-BR messages find a
 * field's description.
 */
export function precompiledSchemaSet(index: SchemaIndex, validators: Readonly<Record<string, ValidateFunction | undefined>>): SchemaSet {
  return {
    index,
    validator(schemaFile) {
      const validate = validators[schemaFile];
      if (!validate) throw new Error(`o esquema schemas/${schemaFile} não existe`);
      return validate;
    },
  };
}
