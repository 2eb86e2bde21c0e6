import { describe, expect, it } from "vitest";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import { isNode } from "../../../src/engine/core/schemas/schema-index";
import { PROJECT_ROOT } from "../../support/fixture-site";
import { readCommittedConfig } from "./walk";

/** Every hint the editor's form shows, with the field it is under. */
function hints(value: unknown, found: { field: string; hint: string }[] = []): { field: string; hint: string }[] {
  if (Array.isArray(value)) value.forEach((item) => hints(item, found));
  else if (isNode(value)) {
    if (typeof value.hint === "string") found.push({ field: String(value.name), hint: value.hint });
    Object.values(value).forEach((child) => hints(child, found));
  }
  return found;
}

/** What only someone editing the JSON file would understand: keys and values written as JSON, file paths. */
function jsonSpeak(hint: string, propertyNames: ReadonlySet<string>): string[] {
  const found = [
    ...(hint.match(/"[$\w]+"\s*:|\b(?:true|false|null)\b|""|[[\]]|\.json\b|site-content\/|\/images\//g) ?? []),
    // Braces, except the words in braces a text may use ({email}, {total-ministerios}).
    ...(hint.match(/\{(?![a-z][a-z-]*\})/g) ?? []),
  ];
  for (const name of propertyNames) if (hint.includes(`"${name}"`)) found.push(`"${name}"`);
  return found;
}

describe("the editor's hints speak of the form", () => {
  it("no hint under a field, and no collection's description above its list, writes JSON (keys, true/false, brackets, file paths, a field's name in quotes)", async () => {
    const { index } = await loadSchemaSet(PROJECT_ROOT);
    const names = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (isNode(node)) {
        if (isNode(node.properties)) for (const name of Object.keys(node.properties)) if (name !== "$schema") names.add(name);
        Object.values(node).forEach(collect);
      }
    };
    for (const file of index.files()) collect(index.file(file));
    const config = await readCommittedConfig();
    const collections = (config as { collections: { name: string; description?: string }[] }).collections;
    const found = [
      ...hints(config),
      ...collections.flatMap(({ name, description }) => (description ? [{ field: `a coleção ${name}`, hint: description }] : [])),
    ];
    expect(found.length).toBeGreaterThan(100);
    const speaking = found.flatMap(({ field, hint }) => jsonSpeak(hint, names).map((what) => `${field}: ${what} in “${hint.slice(0, 80)}…”`));
    expect(speaking).toEqual([]);
  });
});
