import type { ListedFile } from "../kinds/content-kind";
import type { SchemaIndex } from "../schemas/schema-index";
import type { Finding } from "../schemas/schema-messages";
import { closestMatch } from "../read/suggest";

// No Node imports here: the site editor runs the same rule before saving.

// A field naming an entry of another folder (`"entryOf": "people"` in its schema): where it is, as a JSON pointer whose
// `*` stands for any item of a list ("/preacher", "/pastors/*", "/sections/*/groups/*/church"), and that folder.
export interface EntryReference {
  field: string;
  folder: string;
}

/** The entries of each folder other files may name: file name → what the entry is called (its name or title). */
export type EntryNames = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Deep enough for a page's sections' lists; the schemas nest three or four levels. */
const MAX_DEPTH = 8;

/** Every field of a schema, at any depth (lists, their items, a page's kinds of section), that names an entry of another folder. */
export function entryReferences(schemas: SchemaIndex, schemaFile: string): EntryReference[] {
  const found = new Map<string, EntryReference>();
  const visit = (schema: unknown, pointer: string, depth: number): void => {
    const node = schemas.deref(schema);
    if (!node || depth > MAX_DEPTH) return;
    if (typeof node.entryOf === "string") found.set(pointer, { field: pointer, folder: node.entryOf });
    for (const [name, property] of Object.entries(schemas.properties(node))) visit(property, `${pointer}/${name}`, depth + 1);
    if (node.items) visit(node.items, `${pointer}/*`, depth + 1);
    for (const branch of [node.oneOf, node.anyOf, node.allOf].flatMap((list) => (Array.isArray(list) ? list : []))) visit(branch, pointer, depth + 1);
  };
  visit(schemas.file(schemaFile), "", 0);
  return [...found.values()];
}

/** The values at a field's pointer pattern, each with its own pointer (`*` taken by every item of a list). */
function valuesAt(value: unknown, pattern: string): { pointer: string; value: unknown }[] {
  let found = [{ pointer: "", value }];
  for (const segment of pattern.split("/").slice(1)) {
    found = found.flatMap(({ pointer, value: here }) => {
      if (segment === "*") return Array.isArray(here) ? here.map((item, index) => ({ pointer: `${pointer}/${index}`, value: item })) : [];
      if (here === null || typeof here !== "object" || Array.isArray(here) || !Object.hasOwn(here, segment)) return [];
      return [{ pointer: `${pointer}/${segment}`, value: (here as Record<string, unknown>)[segment] }];
    });
  }
  return found;
}

/** Every entry of every folder, by folder (only files whose names are valid: a reference must be one). */
export function collectEntryNames(files: readonly ListedFile[]): EntryNames {
  const names = new Map<string, Map<string, string>>();
  for (const { kind, name, json } of files) {
    if (!("folder" in kind.location) || (kind.names && !kind.names.pattern.test(name))) continue;
    const value = (json?.value ?? {}) as { name?: unknown; title?: unknown };
    const called = typeof value.name === "string" ? value.name : typeof value.title === "string" ? value.title : name;
    const folder = names.get(kind.location.folder) ?? new Map<string, string>();
    folder.set(name, called);
    names.set(kind.location.folder, folder);
  }
  return names;
}

const LISTED = 12;

/**
 * "Chosen from lists, never retyped" (a sermon's preacher and series): the value must be the file name of an entry of
 * that folder. A typo, or the person's name typed in place of the file's, is met with the file meant.
 */
export function entryReferenceFindings(value: unknown, references: readonly EntryReference[], entries: EntryNames, contentFolder: string): Finding[] {
  if (value === null || typeof value !== "object") return [];
  return references.flatMap(({ field, folder }) =>
    valuesAt(value, field).flatMap(({ pointer, value: written }) => {
      if (typeof written !== "string") return [];
      const known = entries.get(folder) ?? new Map<string, string>();
      if (known.has(written)) return [];
      const where = `${contentFolder}/${folder}/`;
      if (known.size === 0)
        return [
          {
            pointer,
            anchor: "value" as const,
            message: `"${written}" não está em ${where}: essa pasta ainda não tem nenhum arquivo. Crie nela o arquivo "${written}.json" primeiro`,
          },
        ];
      const byName = [...known].find(([, called]) => called.trim().toLocaleLowerCase("pt-BR") === written.trim().toLocaleLowerCase("pt-BR"))?.[0];
      const meant = byName ?? closestMatch(written, [...known.keys()]) ?? [...known].find(([, called]) => closestMatch(written, [called]))?.[0];
      const hint = meant ? `Você quis dizer "${meant}" (${known.get(meant)})? ` : "";
      const list = [...known].slice(0, LISTED).map(([file, called]) => `"${file}" (${called})`);
      const more = known.size > LISTED ? ` e mais ${known.size - LISTED}` : "";
      return [
        {
          pointer,
          anchor: "value" as const,
          message: `"${written}" não está em ${where}. ${hint}Escreva o nome de um arquivo dessa pasta, sem o .json: ${list.join(", ")}${more}`,
        },
      ];
    }),
  );
}
