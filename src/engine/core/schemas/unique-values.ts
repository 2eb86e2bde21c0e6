import type { ListedFile } from "../kinds/content-kind";
import { appendPointer } from "../read/json-pointer";
import type { CheckedKeyword, KeywordProblem } from "./checked-keyword";
import type { SchemaNode } from "./schema-index";

// No Node imports here: the site editor (src/editor/app/) validates entries in the browser with the same keyword.

/**
 * What visitors must be able to tell apart, declared in the schemas:
 * - `"uniqueBy": ["label", "href"]` on a list: no two items share a label, and no two share an address;
 *   a compound key (`[["day", "time"]]`) refuses only items equal in all of its fields.
 * - `"uniqueAcrossFiles": ["name"]` at the top of a collection's schema: no two files share the value
 *   (two cards "Ministério de Casais", two events with one title on the same day).
 * Values are compared as a reader would: case and spacing do not make two names different.
 */
export type UniqueKey = string | string[];

export const UNIQUE_KEYS_META_SCHEMA = {
  type: "array",
  minItems: 1,
  items: { anyOf: [{ type: "string" }, { type: "array", minItems: 2, items: { type: "string" } }] },
};

/** Case and spacing do not make two titles different to a reader or to Google. */
export function normaliseText(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLocaleLowerCase("pt-BR");
}

const fieldsOf = (key: UniqueKey): string[] => (Array.isArray(key) ? key : [key]);

/** The comparable value of an item under one key, or undefined when a field is absent (nothing to compare). */
export function uniqueValue(item: unknown, key: UniqueKey): string | undefined {
  if (item === null || typeof item !== "object") return undefined;
  const parts: string[] = [];
  for (const field of fieldsOf(key)) {
    const value = (item as Record<string, unknown>)[field];
    if (typeof value === "string" && value.trim() !== "") parts.push(normaliseText(value));
    else if (typeof value === "number" || typeof value === "boolean") parts.push(String(value));
    else return undefined;
  }
  return parts.join("\u0000");
}

/** The values as the item writes them, for the message: "Doações" or "domingo" e "18:30". */
export function shownValue(item: unknown, key: UniqueKey): string {
  const record = item as Record<string, unknown>;
  return fieldsOf(key)
    .map((field) => `"${String(record[field])}"`)
    .join(" e ");
}

/** The field the message points at: the last of a compound key (the time of a day and time). */
export const pointedField = (key: UniqueKey): string => fieldsOf(key).at(-1) ?? "";

const describeKey = (key: UniqueKey): string =>
  fieldsOf(key)
    .map((field) => `"${field}"`)
    .join(" e ");

/** One sentence for both doors (a list inside a file, the files of a collection): where the value already is, and what to do. */
export function repeatedMessage(item: unknown, key: UniqueKey, where: string, each: string): string {
  const compound = Array.isArray(key);
  const own = compound ? `de uma combinação própria de ${describeKey(key)}` : `do seu próprio ${describeKey(key)}`;
  return `${shownValue(item, key)} ${compound ? "já estão" : "já está"} ${where} (${describeKey(key)}): ${each} precisa ${own}, para quem visita o site distinguir um do outro. Mude um dos dois, ou apague o que sobrou de uma cópia`;
}

export interface RepeatedItem {
  /** Pointer of the repeated field in the later item. */
  pointer: string;
  message: string;
  /** The same field in the earlier item, when it is in the same file: the check adds its line. */
  earlierPointer?: string;
}

/** Every item of a list that repeats an earlier one under one of the keys, pointed at the repeated field. */
export function repeatedItems(items: readonly unknown[], keys: readonly UniqueKey[], listPointer: string): RepeatedItem[] {
  const found: RepeatedItem[] = [];
  for (const key of keys) {
    const first = new Map<string, number>();
    items.forEach((item, index) => {
      const value = uniqueValue(item, key);
      if (value === undefined) return;
      const earlier = first.get(value);
      if (earlier === undefined) first.set(value, index);
      else
        found.push({
          pointer: appendPointer(appendPointer(listPointer, index), pointedField(key)),
          earlierPointer: appendPointer(appendPointer(listPointer, earlier), pointedField(key)),
          message: repeatedMessage(item, key, `no item ${earlier + 1} desta lista`, "cada item"),
        });
    });
  }
  return found;
}

/** `"uniqueBy"` on a list: each repeated item, pointed at its repeated field (not at the list). */
export function uniqueByProblems(keys: UniqueKey[], items: unknown[], instancePath: string): KeywordProblem[] {
  return repeatedItems(items, keys, instancePath).map(({ pointer, message, earlierPointer }) => ({
    keyword: "uniqueBy",
    instancePath: pointer,
    message,
    params: { message, earlierPointer },
  }));
}

export const UNIQUE_BY_KEYWORD: CheckedKeyword = {
  keyword: "uniqueBy",
  schemaType: "array",
  type: "array",
  metaSchema: UNIQUE_KEYS_META_SCHEMA,
  check: uniqueByProblems,
  source: { module: import.meta.url, name: "uniqueByProblems" },
};

/** Who uses each value of a collection's "uniqueAcrossFiles" keys: schema file → key → value → files, in name order. */
export type ValueOwners = ReadonlyMap<string, ReadonlyMap<UniqueKey, ReadonlyMap<string, readonly string[]>>>;

/** Reads a whole schema file by its path under schemas/ ("content/ministry.schema.json"). */
export type SchemaFileReader = (schemaFile: string) => SchemaNode | undefined;

export function collectValueOwners(files: readonly ListedFile[], schemaFile: SchemaFileReader): ValueOwners {
  const owners = new Map<string, Map<UniqueKey, Map<string, string[]>>>();
  for (const { kind, file, json } of files) {
    const declared = schemaFile(kind.schema)?.uniqueAcrossFiles;
    const keys = Array.isArray(declared) ? (declared as UniqueKey[]) : [];
    if (keys.length === 0 || !json) continue;
    let byKey = owners.get(kind.schema);
    if (!byKey) owners.set(kind.schema, (byKey = new Map(keys.map((key) => [key, new Map<string, string[]>()]))));
    for (const [key, byValue] of byKey) {
      const value = uniqueValue(json.value, key);
      if (value === undefined) continue;
      const users = byValue.get(value);
      // Added to in place: a value a thousand files repeat must not copy its list a thousand times.
      if (users) users.push(file);
      else byValue.set(value, [file]);
    }
  }
  return owners;
}

/**
 * A file whose value another file of its collection also has. Both files are told, each naming the
 * other: whichever one the editor opens (in the site editor, the one being saved) says what to change.
 */
export function repeatedAcrossFiles(file: Pick<ListedFile, "kind" | "file"> & { json: { value: unknown } }, owners: ValueOwners): RepeatedItem[] {
  const found: RepeatedItem[] = [];
  for (const [key, byValue] of owners.get(file.kind.schema) ?? []) {
    const value = uniqueValue(file.json.value, key);
    const other = value === undefined ? undefined : byValue.get(value)?.find((owner) => owner !== file.file);
    if (other)
      found.push({
        pointer: appendPointer("", pointedField(key)),
        message: repeatedMessage(file.json.value, key, `em ${other}`, `cada ${file.kind.label.one}`),
      });
  }
  return found;
}
