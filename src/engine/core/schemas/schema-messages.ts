import type { ErrorObject } from "ajv";
import { appendPointer } from "../read/json-pointer";
import type { Anchor } from "../read/json-source";
import type { SchemaIndex, SchemaNode } from "./schema-index";
import { didYouMean } from "../read/suggest";

/** A mistake found inside one file, before it is given a line and column. */
export interface Finding {
  pointer: string;
  anchor: Anchor;
  message: string;
  /** Where the value this one repeats is, in the same file: the check names its line (the editor's form numbers the items instead). */
  earlierPointer?: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: "um texto entre aspas",
  number: "um número",
  integer: "um número inteiro",
  boolean: "true ou false (sem aspas)",
  object: "um objeto { }",
  array: "uma lista [ ]",
  null: "null",
};

const FORMAT_NAMES: Record<string, string> = {
  email: "um e-mail válido (ex.: contato@suaigreja.org.br)",
  uri: "um endereço completo, começando com https://",
  date: "uma data no formato AAAA-MM-DD (ex.: 2025-03-09)",
  "date-time": "data e hora no formato AAAA-MM-DDTHH:MM:SS-03:00 (ex.: 2025-03-09T19:30:00-03:00)",
  time: "um horário no formato HH:MM:SS",
};

const show = (value: unknown): string => JSON.stringify(value) ?? String(value);

function kindOfValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "uma lista [ ]";
  if (typeof value === "number" && !Number.isInteger(value)) return "um número com decimais";
  return TYPE_NAMES[typeof value] ?? typeof value;
}

function typeMessage(error: ErrorObject): string {
  const expected = String(error.params.type)
    .split(",")
    .map((type) => TYPE_NAMES[type] ?? type);
  return `tipo errado: aqui vai ${expected.join(" ou ")}, mas está ${kindOfValue(error.data)}`;
}

/**
 * `"title": null` is how an emptied field often looks (a tool, a copied template): say it is empty and
 * what to write, with the schema's own example, never the word null.
 */
function emptyMessage(error: ErrorObject, index: SchemaIndex): string {
  const field = error.instancePath.split("/").at(-1) ?? "";
  const schema = error.parentSchema as SchemaNode | undefined;
  const expected = String(error.params.type)
    .split(",")
    .filter((type) => type !== "null")
    .map((type) => TYPE_NAMES[type] ?? type);
  const examples = Array.isArray(schema?.examples) ? schema.examples : [];
  const fromDescription = /\(ex\.: ([^)]+)\)/.exec(index.describe(schema) ?? "")?.[1];
  const example = examples.length > 0 ? show(examples[0]) : fromDescription;
  const name = /^\d+$/.test(field) ? "este item" : `o campo "${field}"`;
  return `${name} está vazio: escreva ${expected.join(" ou ")}${example ? ` (ex.: ${example})` : ""}, ou apague a linha se ele não for obrigatório`;
}

/** minLength/maxLength count letters as people do (code points); minItems/maxItems count items. */
function sizeMessage(error: ErrorObject): string {
  const isMin = error.keyword.startsWith("min");
  const bound = `o ${isMin ? "mínimo" : "máximo"} é ${String(error.params.limit)}`;
  if (error.keyword.endsWith("Length")) {
    const letters = typeof error.data === "string" ? [...error.data].length : 0;
    return `texto ${isMin ? "curto" : "longo"} demais: tem ${letters} ${letters === 1 ? "letra" : "letras"}, ${bound}`;
  }
  const items = Array.isArray(error.data) ? error.data.length : 0;
  return `${isMin ? "poucos itens" : "itens demais"} na lista: tem ${items} ${items === 1 ? "item" : "itens"}, ${bound}`;
}

/** What a value that misses a schema's `pattern` is told: the schema's own words, else the pattern itself. */
export function patternMessage(schema: SchemaNode | undefined, pattern: string): string {
  const custom = schema?.patternErrorMessage;
  return typeof custom === "string" ? custom : `formato inválido: o texto não segue o padrão ${pattern}`;
}

/** One pt-BR finding per ajv error, pointed at the right node (the key for unknown fields). */
export function describeSchemaError(error: ErrorObject, index: SchemaIndex): Finding {
  const at = (message: string, pointer = error.instancePath, anchor: Anchor = "value"): Finding => ({
    pointer,
    anchor,
    message,
  });
  const parent = error.parentSchema as SchemaNode | undefined;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "discriminator": {
      const tag = String(params.tag);
      const types = index.discriminatorValues(parent, tag);
      const pointer = appendPointer(error.instancePath, tag);
      // Sections are told apart by "type"; items inside a block (a prose text's "kind") are not blocks.
      const noun = tag === "type" ? "bloco" : "item";
      if (params.error !== "mapping") return at(`o campo "${tag}" deve ser um texto com o tipo do ${noun}. Tipos válidos: ${types.join(", ")}`, pointer);
      const value = String(params.tagValue);
      return at(`tipo de ${noun} desconhecido "${value}". ${didYouMean(value, types)}Tipos válidos: ${types.join(", ")}`, pointer);
    }
    case "uniqueBy":
      return { ...at(String(params.message)), earlierPointer: String(params.earlierPointer) };
    case "pixKey":
      return at(String(params.problem), appendPointer(error.instancePath, "key"));
    case "bibleReference":
      return at(String(params.problem));
    case "additionalProperties": {
      const key = String(params.additionalProperty);
      const fields = Object.keys(index.properties(parent)).filter((name) => name !== "$schema");
      const valid = fields.length > 0 ? `Campos válidos aqui: ${fields.join(", ")}` : "Este objeto não aceita campos.";
      return at(`campo desconhecido "${key}". ${didYouMean(key, fields)}${valid}`, appendPointer(error.instancePath, key), "key");
    }
    case "required": {
      const field = String(params.missingProperty);
      const description = index.describe(index.properties(parent)[field]);
      return at(`falta o campo obrigatório "${field}"${description ? `: ${description}` : ""}`);
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const hint = typeof error.data === "string" ? didYouMean(error.data, allowed) : "";
      return at(`valor ${show(error.data)} não permitido. ${hint}Valores válidos: ${allowed.join(", ")}`);
    }
    case "const":
      return at(`valor ${show(error.data)} não permitido: aqui o valor deve ser ${show(params.allowedValue)}`);
    case "type":
      return at(error.data === null ? emptyMessage(error, index) : typeMessage(error));
    case "minLength":
    case "maxLength":
    case "minItems":
    case "maxItems":
      return at(sizeMessage(error));
    case "format":
      return at(`formato inválido: use ${FORMAT_NAMES[String(params.format)] ?? `o formato ${String(params.format)}`}`);
    case "pattern":
      return at(patternMessage(parent, String(params.pattern)));
    case "minimum":
    case "exclusiveMinimum":
      return at(`número pequeno demais: ${show(error.data)}; o mínimo é ${String(params.limit)}`);
    case "maximum":
    case "exclusiveMaximum":
      return at(`número grande demais: ${show(error.data)}; o máximo é ${String(params.limit)}`);
    case "uniqueItems": {
      const later = Math.max(Number(params.i), Number(params.j));
      const item = Array.isArray(error.data) ? (error.data[later] as unknown) : undefined;
      return at(`item repetido: ${show(item)} já aparece nesta lista`, appendPointer(error.instancePath, later));
    }
    default:
      return at(`valor inválido (${error.message ?? error.keyword})`);
  }
}
