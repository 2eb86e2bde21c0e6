import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { isPixKeyType, pixKeyProblem } from "../../../lib/pix/pix-key";
import { SchemaIndex, type SchemaNode } from "./schema-index";
import { repeatedItems, UNIQUE_KEYS_META_SCHEMA, type UniqueKey } from "./unique-values";

// No Node imports here: the site editor (src/editor/app/) validates entries in the browser with this same set.

/** Schemas are addressed by this base, so relative $refs ("../common/link.schema.json") resolve as files do. */
export const SCHEMA_BASE = "https://montecalvario.local/schemas/";

export interface SchemaSet {
  /** The compiled validator of a schema file, by its path under schemas/ ("page.schema.json"). */
  validator(schemaFile: string): ValidateFunction;
  index: SchemaIndex;
}

function createAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    coerceTypes: false,
    // Errors then carry the failing value and its schema, which the pt-BR messages need.
    verbose: true,
  });
  addFormats(ajv);
  // Annotations only: read by the error translator and by the type generator.
  ajv.addKeyword({ keyword: "patternErrorMessage", schemaType: "string" });
  ajv.addKeyword({ keyword: "tsType", schemaType: "string" });
  // The site editor's words under a field, where the description speaks of the file (src/editor/config/schema-fields.ts).
  ajv.addKeyword({ keyword: "formHint", schemaType: "string" });
  // A PIX key is valid for its type (CPF/CNPJ check digits, e-mail, phone with DDD): more than a pattern can say.
  const validatePixKey = (enabled: boolean, data: { keyType?: unknown; key?: unknown }): boolean => {
    if (!enabled || typeof data.keyType !== "string" || typeof data.key !== "string" || !isPixKeyType(data.keyType)) return true;
    const problem = pixKeyProblem(data.keyType, data.key);
    validatePixKey.errors = problem ? [{ keyword: "pixKey", message: problem, params: { problem } }] : [];
    return !problem;
  };
  validatePixKey.errors = [] as object[];
  ajv.addKeyword({ keyword: "pixKey", schemaType: "boolean", type: "object", errors: true, validate: validatePixKey });
  // Items visitors must tell apart (unique-values.ts): each error points at the repeated field, not the list.
  const validateUniqueBy = (keys: UniqueKey[], items: unknown[], _parent?: unknown, where?: { instancePath: string }): boolean => {
    const repeated = repeatedItems(items, keys, where?.instancePath ?? "");
    validateUniqueBy.errors = repeated.map(({ pointer, message, earlierPointer }) => ({
      keyword: "uniqueBy",
      instancePath: pointer,
      message,
      params: { message, earlierPointer },
    }));
    return repeated.length === 0;
  };
  validateUniqueBy.errors = [] as object[];
  ajv.addKeyword({ keyword: "uniqueBy", schemaType: "array", type: "array", metaSchema: UNIQUE_KEYS_META_SCHEMA, errors: true, validate: validateUniqueBy });
  // Read by the whole-site check (cross-checks.ts), which sees every file of the collection at once.
  ajv.addKeyword({ keyword: "uniqueAcrossFiles", schemaType: "array", metaSchema: UNIQUE_KEYS_META_SCHEMA });
  return ajv;
}

/** A broken schema is a developer mistake; say which file, in one line, instead of ajv's stack. */
function schemaError<T>(path: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new Error(`o esquema schemas/${path} é inválido: ${reason}`);
  }
}

/** Compiles the schema files (path under schemas/ and text) into one ajv instance and one index. */
export function buildSchemaSet(files: { path: string; text: string }[]): SchemaSet {
  const ajv = createAjv();
  const index = new SchemaIndex();
  for (const { path, text } of files) {
    const schema = { ...(schemaError(path, () => JSON.parse(text)) as SchemaNode), $id: SCHEMA_BASE + path };
    index.add(path, schema);
    schemaError(path, () => ajv.addSchema(schema));
  }
  const compiled = new Map<string, ValidateFunction>();
  return {
    index,
    validator(schemaFile) {
      let validate = compiled.get(schemaFile);
      if (!validate) {
        validate = schemaError(schemaFile, () => ajv.getSchema(SCHEMA_BASE + schemaFile));
        if (!validate) throw new Error(`o esquema schemas/${schemaFile} não existe`);
        compiled.set(schemaFile, validate);
      }
      return validate;
    },
  };
}
