import { patternMessage } from "../../engine/core/schemas/schema-messages";
import type { SchemaNode as Schema } from "../../engine/core/schemas/schema-index";
import { count } from "../../engine/node/generate/field-list";

/** Descriptions are plain text, but Decap renders hints as Markdown: "**assim**" must show its asterisks. */
export function hintText(description: string): string {
  return description.replace(/[\\`*_~[\]<>]/g, (char) => `\\${char}`);
}

/**
 * One code point, the way ajv counts minLength/maxLength. Decap builds `RegExp(source)` without the
 * `u` flag, where `.` would count an emoji as two, so a surrogate pair is matched as one unit.
 */
const CODE_POINT = "(?:[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]|[\\s\\S])";

/**
 * The `pattern` Decap checks while the editor types. Decap has no length option for text, so a
 * field without a pattern of its own gets its length limits as one, in the block catalogue's words
 * ("use de 2 a 60 letras"). A field can carry one pattern only: when the schema has one, that
 * pattern (with the pipeline's message) wins and the length is left to the check before saving.
 * Decap skips the pattern on an empty value; emptiness is `required`'s business.
 */
export function stringPattern(schema: Schema): [string, string] | undefined {
  if (typeof schema.pattern === "string") return [schema.pattern, patternMessage(schema, schema.pattern)];
  const min = typeof schema.minLength === "number" && schema.minLength > 1 ? schema.minLength : undefined;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : undefined;
  if (min === undefined && max === undefined) return undefined;
  return [`^${CODE_POINT}{${min ?? 0},${max ?? ""}}$`, `use ${count(min, max, "letra", "letras")}`];
}

/** Formats ajv refuses "" for. */
const NON_EMPTY_FORMATS = new Set(["date", "date-time", "email", "uri", "time"]);

/**
 * Whether the schema accepts an empty value ("" or []). Decap's `required` refuses empty values, so
 * a property that must be present but may be empty (an image's `alt` when it is decorative, a
 * social list with no profile yet) is not `required` there: the field gets an empty default instead,
 * so a new entry still has the key.
 */
export function acceptsEmpty(schema: Schema): boolean {
  if (schema.const !== undefined || Array.isArray(schema.enum)) return false;
  if (schema.type === "array") return !(typeof schema.minItems === "number" && schema.minItems > 0);
  if (schema.type !== "string") return false;
  if (typeof schema.minLength === "number" && schema.minLength > 0) return false;
  if (typeof schema.format === "string" && NON_EMPTY_FORMATS.has(schema.format)) return false;
  return typeof schema.pattern !== "string" || new RegExp(schema.pattern, "u").test("");
}
