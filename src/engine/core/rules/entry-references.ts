import type { ListedFile } from "../kinds/content-kind";
import type { SchemaIndex } from "../schemas/schema-index";
import type { Finding } from "../schemas/schema-messages";
import { closestMatch } from "../read/suggest";

// No Node imports here: the site editor runs the same rule before saving.

/** A field naming an entry of another folder (`"entryOf": "people"` in its schema): its pointer and that folder. */
export interface EntryReference {
  field: string;
  folder: string;
}

/** The entries of each folder other files may name: file name → what the entry is called (its name or title). */
export type EntryNames = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The top-level fields of a schema that name an entry of another folder. */
export function entryReferences(schemas: SchemaIndex, schemaFile: string): EntryReference[] {
  const properties = schemas.properties(schemas.file(schemaFile));
  return Object.entries(properties).flatMap(([field, property]) => {
    const folder = schemas.deref(property)?.entryOf;
    return typeof folder === "string" ? [{ field, folder }] : [];
  });
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
  return references.flatMap(({ field, folder }) => {
    const written = (value as Record<string, unknown>)[field];
    if (typeof written !== "string") return [];
    const known = entries.get(folder) ?? new Map<string, string>();
    if (known.has(written)) return [];
    const where = `${contentFolder}/${folder}/`;
    if (known.size === 0)
      return [
        {
          pointer: `/${field}`,
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
        pointer: `/${field}`,
        anchor: "value" as const,
        message: `"${written}" não está em ${where}. ${hint}Escreva o nome de um arquivo dessa pasta, sem o .json: ${list.join(", ")}${more}`,
      },
    ];
  });
}
