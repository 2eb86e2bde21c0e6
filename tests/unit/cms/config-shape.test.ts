import { describe, expect, it } from "vitest";
import { renderCmsConfig } from "../../../src/editor/config/cms-config";
import type { DecapConfig, Field, ListType } from "../../../src/editor/shared/decap-types";
import { withContentFolder } from "../../support/content-copy";
import { PROJECT_ROOT } from "../../support/fixture-site";
import { readCommittedConfig } from "./walk";

/**
 * Options Decap 3 reads, per widget (decap-cms-core's configSchema.js and each widget's schema.js).
 * Decap ignores an unknown option silently, so a misspelt one (`valueType`, `typekey`) is caught here.
 */
const COMMON = ["name", "label", "widget", "required", "hint", "pattern", "default"];
const WIDGET_OPTIONS: Record<string, string[]> = {
  string: COMMON,
  text: COMMON,
  // The project's own (src/editor/app/widgets/site-link.tsx), registered before Decap starts.
  "site-link": COMMON,
  // The theme's colour field (src/editor/app/widgets/site-color.tsx).
  "site-color": COMMON,
  // A post of the site, by its title (src/editor/app/widgets/site-post.tsx).
  "site-post": COMMON,
  // A choice from a site.json list (src/editor/app/widgets/site-choice.tsx): which list, and which field names its items.
  "site-choice": [...COMMON, "site_list", "site_list_field"],
  // The project's "Publicar em" (src/editor/app/widgets/publish-at.tsx): Decap's datetime control, with its options.
  "publish-at": [...COMMON, "format", "date_format", "time_format", "picker_utc"],
  hidden: COMMON,
  boolean: COMMON,
  number: [...COMMON, "value_type", "min", "max", "step"],
  select: [...COMMON, "options", "multiple", "min", "max"],
  datetime: [...COMMON, "format", "date_format", "time_format", "picker_utc"],
  image: [...COMMON, "choose_url", "allow_multiple", "media_library"],
  markdown: [...COMMON, "buttons", "editor_components", "modes", "minimal", "sanitize_preview"],
  object: [...COMMON, "fields", "collapsed", "summary"],
  list: [...COMMON, "field", "fields", "types", "typeKey", "min", "max", "summary", "collapsed", "label_singular", "allow_add"],
  relation: [...COMMON, "collection", "value_field", "search_fields", "display_fields", "file", "multiple", "min", "max", "options_length", "filters"],
};
const TYPE_OPTIONS = ["name", "label", "widget", "fields", "summary"];
const FOLDER_OPTIONS = [
  "name",
  "label",
  "label_singular",
  "description",
  "folder",
  "format",
  "extension",
  "create",
  "delete",
  "slug",
  "identifier_field",
  "summary",
  "fields",
];
const FILES_OPTIONS = ["name", "label", "description", "files"];

function unknownOptions(fields: Field[], where: string): string[] {
  return fields.flatMap((field) => {
    const allowed = WIDGET_OPTIONS[field.widget] ?? [];
    const here = `${where}/${field.name}`;
    const own = Object.keys(field)
      .filter((key) => !allowed.includes(key))
      .map((key) => `${here}: ${key}`);
    const types = field.widget === "list" ? (field.types ?? []) : [];
    const nested = [
      ...(field.widget === "object" || field.widget === "list" ? unknownOptions(field.fields ?? [], here) : []),
      ...(field.widget === "list" && field.field ? unknownOptions([field.field], here) : []),
      ...types.flatMap((type: ListType) => [
        ...Object.keys(type)
          .filter((key) => !TYPE_OPTIONS.includes(key))
          .map((key) => `${here}[${type.name}]: ${key}`),
        ...unknownOptions(type.fields, `${here}[${type.name}]`),
      ]),
    ];
    return [...own, ...nested];
  });
}

describe("the generated file is a Decap config", () => {
  it("uses only options Decap knows, for each widget and collection", async () => {
    const config: DecapConfig = await readCommittedConfig();
    expect(Object.keys(config).sort()).toEqual(["collections", "load_config_file", "locale", "media_folder", "public_folder", "slug"]);
    const problems = config.collections.flatMap((collection) => {
      const allowed = "folder" in collection ? FOLDER_OPTIONS : FILES_OPTIONS;
      const own = Object.keys(collection).filter((key) => !allowed.includes(key));
      const fields = "folder" in collection ? [collection.fields] : collection.files.map((file) => file.fields);
      return [...own.map((key) => `${collection.name}: ${key}`), ...fields.flatMap((list) => unknownOptions(list, collection.name))];
    });
    expect(problems).toEqual([]);
  });

  it("every field has a name, a label and an explicit required (Decap's default is required)", async () => {
    const config = await readCommittedConfig();
    const missing: string[] = [];
    const visit = (fields: Field[]) => {
      for (const field of fields) {
        if (!field.name || !field.label || typeof field.required !== "boolean") missing.push(JSON.stringify(field).slice(0, 80));
        if (field.widget === "object") visit(field.fields);
        if (field.widget === "list")
          visit([...(field.fields ?? []), ...(field.field ? [field.field] : []), ...(field.types ?? []).flatMap((type) => type.fields)]);
      }
    };
    for (const collection of config.collections) visit("folder" in collection ? collection.fields : collection.files.flatMap((file) => file.fields));
    expect(missing).toEqual([]);
  });

  it("is written the same way every time: 2-space JSON, a final newline, whatever SITE_CONTENT says", async () => {
    const first = await renderCmsConfig(PROJECT_ROOT);
    expect(first).toBe(`${JSON.stringify(JSON.parse(first), null, 2)}\n`);
    expect(await withContentFolder("tests/fixtures/site-content", () => renderCmsConfig(PROJECT_ROOT))).toBe(first);
  });
});
