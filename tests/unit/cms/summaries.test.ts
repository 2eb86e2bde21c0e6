import { fromJS, type Map } from "immutable";
import { describe, expect, it } from "vitest";
// Decap's own template compiler, the one its list widget names a collapsed item with (decap-cms-app depends on it).
import { compileStringTemplate } from "decap-cms-lib-widgets/dist/esm/stringTemplate.js";
import type { Field } from "../../../src/editor/shared/decap-types";
import { readCommittedConfig } from "./walk";

type Node = Field & { fields?: Field[]; types?: (Field & { fields: Field[]; summary?: string })[]; summary?: string };

/**
 * Every list of groups in the editor's configuration, with where it is: a list of objects, and each kind of item
 * of a variable-type list (a page's sections, a prose text's pieces), which Decap names by its own summary.
 */
function objectLists(fields: readonly Field[], path: string, found: { path: string; list: Node }[] = []) {
  for (const field of fields as Node[]) {
    const here = `${path}${field.name}`;
    if (field.widget === "list" && field.fields) found.push({ path: here, list: field });
    for (const type of field.types ?? []) {
      found.push({ path: `${here}[${type.name}]`, list: type as unknown as Node });
      objectLists(type.fields, `${here}[${type.name}].`, found);
    }
    if (field.fields) objectLists(field.fields, `${here}.`, found);
  }
  return found;
}

/** Every list anywhere in the configuration, with where it is and whether it holds groups (single-field lists show their value). */
function allLists(fields: readonly Field[], path: string, found: { path: string; list: Node }[] = []) {
  for (const field of fields as Node[]) {
    const here = `${path}${field.name}`;
    if (field.widget === "list") found.push({ path: here, list: field });
    for (const type of field.types ?? []) allLists(type.fields, `${here}[${type.name}].`, found);
    if (field.fields) allLists(field.fields, `${here}.`, found);
  }
  return found;
}

/** The fields a template names; "fields.day" names the field "day" as "day" does. */
const placeholders = (template: string) =>
  [...template.matchAll(/\{\{([^}|]+?)(?:\s*\|[^}]*)?\}\}/g)].map(
    (match) =>
      (match[1] ?? "")
        .trim()
        .replace(/^fields\./, "")
        .split(".")[0],
  );

describe("lists say what they hold", () => {
  it("every list of groups names its collapsed items by fields it has, and every kind of section by its name and heading", async () => {
    const config = await readCommittedConfig();
    const lists = config.collections.flatMap((collection) =>
      "files" in collection
        ? collection.files.flatMap((file) => objectLists(file.fields, `${collection.name}:`))
        : objectLists(collection.fields, `${collection.name}:`),
    );
    expect(lists.length).toBeGreaterThan(0);
    for (const { path, list } of lists) {
      expect(list.summary, path).toBeTruthy();
      const names = (list.fields ?? []).map((field) => field.name);
      for (const name of placeholders(list.summary ?? "")) expect(names, `${path}: ${name}`).toContain(name);
    }
  });

  it("no list of groups in the editor is without a summary: a variable-type list names each kind of item", async () => {
    const config = await readCommittedConfig();
    const lists = config.collections.flatMap((collection) =>
      "files" in collection
        ? collection.files.flatMap((file) => allLists(file.fields, `${collection.name}:`))
        : allLists(collection.fields, `${collection.name}:`),
    );
    // A list of one plain value per item (texts, words) shows that value when collapsed; every other list needs words to name its items.
    const unnamed = lists.flatMap(({ path, list }) => {
      if (list.fields) return list.summary ? [] : [path];
      return (list.types ?? []).filter((type) => !type.summary).map((type) => `${path}[${type.name}]`);
    });
    expect(unnamed).toEqual([]);
  });

  it("a collapsed item shows the value of every field its summary names, as Decap's list widget compiles it", async () => {
    const config = await readCommittedConfig();
    const lists = config.collections.flatMap((collection) =>
      "files" in collection
        ? collection.files.flatMap((file) => objectLists(file.fields, `${collection.name}:`))
        : objectLists(collection.fields, `${collection.name}:`),
    );
    for (const { path, list } of lists) {
      const names = placeholders(list.summary ?? "");
      // A name followed by an index ("items.0") is a list of texts: its first one is shown.
      const indexed = new Set([...(list.summary ?? "").matchAll(/\{\{\s*(?:fields\.)?(\w+)\.0\b/g)].map((match) => match[1]));
      const item = Object.fromEntries(names.map((name) => [name, indexed.has(name) ? [`<${name}>`] : `<${name}>`]));
      // The widget passes no date: a name Decap reads as a part of the entry's date ("day") would come out empty.
      const shown = compileStringTemplate(list.summary ?? "", null, "", fromJS(item) as Map<string, unknown>);
      for (const name of names) expect(shown, `${path}: ${list.summary}`).toContain(`<${name}>`);
    }
  });

  it("every list of entries names each entry by fields it has", async () => {
    const config = await readCommittedConfig();
    for (const collection of config.collections) {
      if (!("folder" in collection)) continue;
      expect(collection.summary, collection.name).toBeTruthy();
      const names = collection.fields.map((field) => field.name);
      for (const name of placeholders(collection.summary ?? "")) expect(names, `${collection.name}: ${name}`).toContain(name);
    }
  });
});
