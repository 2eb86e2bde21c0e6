import { describe, expect, it } from "vitest";
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

const placeholders = (template: string, prefix = "") =>
  [...template.matchAll(/\{\{([^}|]+?)(?:\s*\|[^}]*)?\}\}/g)].map((match) => (match[1] ?? "").trim().replace(prefix, "").split(".")[0]);

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

  it("every list of entries names each entry by fields it has", async () => {
    const config = await readCommittedConfig();
    for (const collection of config.collections) {
      if (!("folder" in collection)) continue;
      expect(collection.summary, collection.name).toBeTruthy();
      const names = collection.fields.map((field) => field.name);
      for (const name of placeholders(collection.summary ?? "", "fields.")) expect(names, `${collection.name}: ${name}`).toContain(name);
    }
  });
});
