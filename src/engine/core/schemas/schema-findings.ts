import type { ErrorObject } from "ajv";
import type { SchemaIndex } from "./schema-index";
import { describeSchemaError, type Finding } from "./schema-messages";
import { closestMatch } from "../read/suggest";

// Combinators report "must match exactly one schema" on top of the real mistake underneath.
const COMBINATORS = new Set(["oneOf", "anyOf", "if"]);
// About the object itself, each naming a different field: never merged with one another.
const OBJECT_KEYWORDS = new Set(["required", "additionalProperties", "discriminator"]);

/** Lower is more useful when two errors describe one wrong value (e.g. a URL failing format and pattern). */
function rank(error: ErrorObject): number {
  const order = ["type", "const", "enum", "pattern!", "format", "pattern"];
  const keyword = error.keyword === "pattern" && error.parentSchema?.patternErrorMessage ? "pattern!" : error.keyword;
  const position = order.indexOf(keyword);
  return position < 0 ? order.length : position;
}

const isUnder = (path: string, ancestor: string): boolean => path === ancestor || path.startsWith(`${ancestor}/`);

function isNoise(error: ErrorObject, all: ErrorObject[]): boolean {
  if (COMBINATORS.has(error.keyword)) {
    return all.some((other) => other !== error && !COMBINATORS.has(other.keyword) && isUnder(other.instancePath, error.instancePath));
  }
  // A misspelt key ("titel") also leaves "title" missing: the unknown-key message already suggests it.
  if (error.keyword === "required") {
    const missing = String(error.params.missingProperty);
    return all.some(
      (other) =>
        other.keyword === "additionalProperties" &&
        other.instancePath === error.instancePath &&
        closestMatch(String(other.params.additionalProperty), [missing]) === missing,
    );
  }
  // A missing "type" already gets a "falta o campo obrigatório" message.
  if (error.keyword === "discriminator" && error.params.error === "tag") {
    return all.some((other) => other.keyword === "required" && other.instancePath === error.instancePath && other.params.missingProperty === error.params.tag);
  }
  return false;
}

/** ajv's errors, reduced to one pt-BR finding per real mistake. */
export function schemaFindings(errors: ErrorObject[], index: SchemaIndex): Finding[] {
  const kept = errors.filter((error) => !isNoise(error, errors));
  const bestPerValue = new Map<string, ErrorObject>();
  for (const error of kept) {
    if (OBJECT_KEYWORDS.has(error.keyword)) continue;
    const current = bestPerValue.get(error.instancePath);
    if (!current || rank(error) < rank(current)) bestPerValue.set(error.instancePath, error);
  }
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const error of kept) {
    if (!OBJECT_KEYWORDS.has(error.keyword) && bestPerValue.get(error.instancePath) !== error) continue;
    const finding = describeSchemaError(error, index);
    const key = `${finding.pointer}\0${finding.message}`;
    if (!seen.has(key)) findings.push(finding);
    seen.add(key);
  }
  return findings;
}
