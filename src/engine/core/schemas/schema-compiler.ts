import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { checkedKeywordDefinition, type CheckedKeyword } from "./checked-keyword";
import { BIBLE_REFERENCE_KEYWORD } from "./bible-reference-keyword";
import { PIX_KEY_KEYWORD } from "./pix-key-keyword";
import { SchemaIndex, type SchemaNode } from "./schema-index";
import { SCHEMA_BASE, type SchemaSet } from "./schema-set";
import { UNIQUE_BY_KEYWORD, UNIQUE_KEYS_META_SCHEMA } from "./unique-values";
import { CHOSEN_FROM_KEYWORD, CHOSEN_FROM_META_SCHEMA } from "../rules/site-choices";

// No Node imports here, but the compiler runs only in Node: `npm run check` at runtime, the editor's build to
// write the same validators out as code (the browser then compiles nothing: no 'unsafe-eval').

/** The keywords the project adds that check something, each in its own module. */
export const CHECKED_KEYWORDS: readonly CheckedKeyword[] = [PIX_KEY_KEYWORD, UNIQUE_BY_KEYWORD, BIBLE_REFERENCE_KEYWORD];

export interface AjvOptions {
  /** Keep each validator's source, so ajv standalone can write them out as a module (the editor's build). */
  source?: boolean;
}

/** The project's ajv: one configuration for the check and for the validators written out for the editor. */
export function createAjv({ source = false }: AjvOptions = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    coerceTypes: false,
    // Errors then carry the failing value and its schema, which the pt-BR messages need.
    verbose: true,
    code: { source, esm: source },
  });
  addFormats(ajv);
  // Annotations only: read by the error translator and by the type generator.
  ajv.addKeyword({ keyword: "patternErrorMessage", schemaType: "string" });
  ajv.addKeyword({ keyword: "tsType", schemaType: "string" });
  // The site editor's words under a field, where the description speaks of the file (src/editor/config/schema-fields.ts).
  ajv.addKeyword({ keyword: "formHint", schemaType: "string" });
  // A PIX key valid for its type; items visitors must tell apart (each error points at the repeated field).
  for (const keyword of CHECKED_KEYWORDS) ajv.addKeyword(checkedKeywordDefinition(keyword));
  // Read by the whole-site check (cross-checks.ts), which sees every file of the collection at once.
  ajv.addKeyword({ keyword: "uniqueAcrossFiles", schemaType: "array", metaSchema: UNIQUE_KEYS_META_SCHEMA });
  // A file name of another collection ("daniel-ferreira" in people/), checked against the folder by entry-references.ts
  // and chosen from a list in the site editor.
  ajv.addKeyword({ keyword: "entryOf", schemaType: "string" });
  // A value chosen from a list in site.json (an event's type): the list is content, held by site-choices.ts.
  ajv.addKeyword({ keyword: CHOSEN_FROM_KEYWORD, schemaType: "object", metaSchema: CHOSEN_FROM_META_SCHEMA });
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

/** The schema files (path under schemas/ and text) in one ajv instance and one index, over the same objects. */
export function addSchemaFiles(ajv: Ajv, files: readonly { path: string; text: string }[]): SchemaIndex {
  const index = new SchemaIndex();
  for (const { path, text } of files) {
    const schema = { ...(schemaError(path, () => JSON.parse(text)) as SchemaNode), $id: SCHEMA_BASE + path };
    index.add(path, schema);
    schemaError(path, () => ajv.addSchema(schema));
  }
  return index;
}

/** Compiles the schema files into validators at runtime, each on first use. */
export function buildSchemaSet(files: readonly { path: string; text: string }[], ajv: Ajv = createAjv()): SchemaSet {
  const index = addSchemaFiles(ajv, files);
  const compiled = new Map<string, ReturnType<Ajv["compile"]>>();
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
