import { isNode, type SchemaIndex, type SchemaNode, type Spot } from "../../core/schemas/schema-index";

const TYPE_NAMES: Record<string, string> = {
  string: "texto",
  integer: "número inteiro",
  number: "número",
  boolean: "`true` ou `false`",
  array: "lista",
  object: "grupo de campos",
};

const FORMAT_NAMES: Record<string, string> = {
  email: "um e-mail",
  uri: "um endereço completo (https://...)",
  date: "uma data AAAA-MM-DD",
  "date-time": "data e hora AAAA-MM-DDTHH:MM:SS-03:00",
  time: "um horário HH:MM:SS",
};

const MAX_DEPTH = 6;
const show = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** A size rule in words ("de 2 a 60 letras", "até 4 itens"); the CMS config says limits the same way. */
export function count(min: unknown, max: unknown, one: string, many: string): string | undefined {
  const unit = (n: number) => (n === 1 ? one : many);
  const low = typeof min === "number" && min > 0 ? min : undefined;
  const high = typeof max === "number" ? max : undefined;
  if (low !== undefined && high !== undefined) return low === high ? `exatamente ${low} ${unit(low)}` : `de ${low} a ${high} ${many}`;
  if (high !== undefined) return `até ${high} ${unit(high)}`;
  if (low === 1 && one === "letra") return "não pode ficar vazio";
  return low !== undefined ? `pelo menos ${low} ${unit(low)}` : undefined;
}

function kindOf(schema: SchemaNode): string {
  if (schema.const !== undefined) return `sempre ${show(schema.const)}`;
  if (Array.isArray(schema.enum)) return `um destes valores: ${schema.enum.map(show).join(", ")}`;
  return TYPE_NAMES[String(schema.type)] ?? "valor";
}

/** What an editor must know to fill the value: kind, allowed values, limits, format, default. */
function rules(schema: SchemaNode, field: SchemaNode): string[] {
  const found = [kindOf(schema)];
  if (schema.type === "string") found.push(count(schema.minLength, schema.maxLength, "letra", "letras") ?? "");
  if (schema.type === "array") found.push(count(schema.minItems, schema.maxItems, "item", "itens") ?? "");
  if (schema.uniqueItems === true) found.push("sem repetir itens");
  if (Array.isArray(schema.uniqueBy))
    found.push(
      `sem repetir ${(schema.uniqueBy as (string | string[])[])
        .map((key) =>
          [key]
            .flat()
            .map((name) => `\`${name}\``)
            .join(" + "),
        )
        .join(" nem ")} entre os itens`,
    );
  if (typeof schema.minimum === "number" && typeof schema.maximum === "number") found.push(`de ${schema.minimum} a ${schema.maximum}`);
  if (typeof schema.format === "string") found.push(`formato: ${FORMAT_NAMES[schema.format] ?? schema.format}`);
  if (typeof schema.patternErrorMessage === "string") found.push(`se errar, o verificador avisa: “${escapeMarkdown(schema.patternErrorMessage)}”`);
  const fallback = field.default ?? schema.default;
  if (fallback !== undefined) found.push(`se faltar, vale ${show(fallback)}`);
  return found.filter(Boolean);
}

/** Schema text is plain: "**assim**" in a description means the asterisks themselves, "[texto](/agenda)" those words, not a link. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\*_<`[]/g, (char) => `\\${char}`);
}

/** The field's own description (next to its `$ref`) wins over the referenced schema's. */
function description(field: SchemaNode, resolved: SchemaNode): string {
  const text = typeof field.description === "string" ? field.description : resolved.description;
  return typeof text === "string" ? escapeMarkdown(text) : "";
}

function line(indent: string, head: string, facts: string[], text: string): string {
  const sentence = facts.length > 0 ? ` — ${facts.join("; ")}.` : "";
  return `${indent}- ${head}${sentence}${text ? ` ${text}` : ""}`;
}

/** Markdown bullets for every field of an object schema, nested fields indented under their parent. */
export function fieldList(schemas: SchemaIndex, node: Spot, depth = 0, skip: readonly string[] = []): string[] {
  const object = schemas.resolve(node);
  const properties = isNode(object.schema.properties) ? object.schema.properties : {};
  const required = Array.isArray(object.schema.required) ? object.schema.required : [];
  const indent = "  ".repeat(depth);
  const lines: string[] = [];
  for (const [name, field] of Object.entries(properties)) {
    if (name === "$schema" || skip.includes(name) || !isNode(field)) continue;
    const resolved = schemas.resolve(schemas.child(object, "properties", name) as Spot);
    const need = required.includes(name) ? "obrigatório" : "opcional";
    lines.push(line(indent, `**\`${name}\`** (${need})`, rules(resolved.schema, field), description(field, resolved.schema)));
    if (depth < MAX_DEPTH) lines.push(...nested(schemas, resolved, depth + 1));
  }
  return lines;
}

/** What sits inside a value: an object's fields, or what each item of a list looks like. */
function nested(schemas: SchemaIndex, node: Spot, depth: number): string[] {
  const indent = "  ".repeat(depth);
  if (isNode(node.schema.properties)) return fieldList(schemas, node, depth);
  if (node.schema.type !== "array" || !isNode(node.schema.items)) return [];
  const item = schemas.resolve(schemas.child(node, "items") as Spot);
  const tag = isNode(item.schema.discriminator) ? String(item.schema.discriminator.propertyName) : undefined;
  if (tag && Array.isArray(item.schema.oneOf)) {
    const header = `${indent}- cada item é um dos tipos abaixo, conforme o campo \`${tag}\`:`;
    const branches = item.schema.oneOf.flatMap((_, index) => schemas.child(item, "oneOf", String(index)) ?? []);
    return [header, ...branches.flatMap((branch) => variant(schemas, branch, tag, depth + 1))];
  }
  if (isNode(item.schema.properties)) return [`${indent}- cada item tem:`, ...fieldList(schemas, item, depth + 1)];
  return [line(indent, "cada item", rules(item.schema, node.schema.items), description(node.schema.items, item.schema))];
}

function variant(schemas: SchemaIndex, branch: Spot, tag: string, depth: number): string[] {
  const resolved = schemas.resolve(branch);
  const tagSchema = isNode(resolved.schema.properties) ? resolved.schema.properties[tag] : undefined;
  const value = isNode(tagSchema) ? tagSchema.const : undefined;
  const head = `\`"${tag}": ${JSON.stringify(value)}\``;
  const text = typeof resolved.schema.description === "string" ? ` — ${escapeMarkdown(resolved.schema.description)}` : "";
  return [`${"  ".repeat(depth)}- ${head}${text}`, ...fieldList(schemas, resolved, depth + 1, [tag])];
}
