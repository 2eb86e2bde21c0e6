import { _, type CodeKeywordDefinition, type ErrorObject, type JSONType, type KeywordCxt } from "ajv";
import { getProperty, strConcat } from "ajv/dist/compile/codegen/index.js";
import { extendErrors } from "ajv/dist/compile/errors.js";
import ajvNames from "ajv/dist/compile/names.js";

// Keyword modules import only the types below: the ajv code generation stays with the compiler
// (schema-compiler.ts), never in the browser, which runs validators written out ahead of time.

// ajv's names of a validator's variables (the errors so far, the data's place), a CommonJS default export: Vite
// and vitest unwrap it, Node (tsx) hands over the whole exports object.
const N = ("default" in ajvNames ? (ajvNames as unknown as { default: typeof ajvNames }).default : ajvNames) as typeof ajvNames;

/** A problem a keyword finds; `instancePath` when it is about another value than the one the keyword sits on. */
export type KeywordProblem = Pick<ErrorObject, "keyword" | "message" | "params"> & { instancePath?: string };

/**
 * A keyword the project adds to JSON Schema (`pixKey`, `uniqueBy`), written as a plain function of the keyword's
 * value, the data and the data's place. Each lives in its own module, next to the rule it states, and says where
 * its function is exported: `npm run check` compiles it into the validators at runtime, and the editor's build
 * writes validators out as code (src/engine/node/standalone-validators.ts) that import that same function.
 */
export interface CheckedKeyword {
  keyword: string;
  /** The type of the keyword's own value in a schema. */
  schemaType: JSONType;
  /** The data it applies to (other types pass untouched). */
  type: JSONType;
  metaSchema?: object;
  // The schema value and the data are whatever the schema holds: each keyword narrows them itself.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  check(schemaValue: any, data: any, instancePath: string): KeywordProblem[];
  /** Where `check` is exported: its module's `import.meta.url` and export name. */
  source: { module: string; name: string };
}

/**
 * The ajv definition of a checked keyword: generated code calls `check` and adds its problems the way ajv adds a
 * `validate` keyword's errors (the place of the value unless the problem names another, the schema path, and,
 * with `verbose`, the keyword's value and the data). A `code` keyword rather than a `validate` one because only
 * code keywords can be written out as a module (ajv standalone): there, `check` is imported from its source.
 */
export function checkedKeywordDefinition(keyword: CheckedKeyword): CodeKeywordDefinition {
  const { module, name } = keyword.source;
  return {
    keyword: keyword.keyword,
    schemaType: keyword.schemaType,
    type: keyword.type,
    ...(keyword.metaSchema ? { metaSchema: keyword.metaSchema } : {}),
    trackErrors: true,
    code(cxt: KeywordCxt) {
      const { gen, it } = cxt;
      const check = gen.scopeValue("func", { ref: keyword.check, code: _`require(${module})${getProperty(name)}` });
      const problems = gen.const("problems", _`${check}(${cxt.schemaValue}, ${cxt.data}, ${strConcat(N.instancePath, it.errorPath)})`);
      cxt.pass(_`${problems}.length === 0`, () => {
        gen.assign(N.vErrors, _`${N.vErrors} === null ? ${problems} : ${N.vErrors}.concat(${problems})`).assign(N.errors, _`${N.vErrors}.length`);
        extendErrors(cxt);
      });
    },
  };
}
