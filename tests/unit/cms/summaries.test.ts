import { fromJS, type Map } from "immutable";
import { describe, expect, it } from "vitest";
// Decap's own template compiler, the one its list widget names a collapsed item with (decap-cms-app depends on it).
import { compileStringTemplate } from "decap-cms-lib-widgets/dist/esm/stringTemplate.js";
import type { Field } from "../../../src/editor/shared/decap-types";
import { readCommittedConfig } from "./walk";

type Node = Field & { fields?: Field[]; types?: (Field & { fields: Field[]; summary?: string })[]; summary?: string };

/** Every list of groups in the editor's configuration, with where it is. */
function objectLists(fields: readonly Field[], path: string, found: { path: string; list: Node }[] = []) {
  for (const field of fields as Node[]) {
    const here = `${path}${field.name}`;
    if (field.widget === "list" && field.fields) found.push({ path: here, list: field });
    for (const type of field.types ?? []) objectLists(type.fields, `${here}[${type.name}].`, found);
    if (field.fields) objectLists(field.fields, `${here}.`, found);
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

  it("a collapsed item shows the value of every field its summary names, as Decap's list widget compiles it", async () => {
    const config = await readCommittedConfig();
    const lists = config.collections.flatMap((collection) =>
      "files" in collection
        ? collection.files.flatMap((file) => objectLists(file.fields, `${collection.name}:`))
        : objectLists(collection.fields, `${collection.name}:`),
    );
    for (const { path, list } of lists) {
      const names = placeholders(list.summary ?? "");
      const item = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
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
