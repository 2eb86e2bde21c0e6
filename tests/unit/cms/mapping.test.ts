import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Field } from "../../../src/editor/shared/decap-types";
import { MARKDOWN_BUTTONS, MARKDOWN_COMPONENTS } from "../../../src/editor/config/schema-fields";
import { DEFAULT_CONTENT_FOLDER } from "../../../src/engine/node/content-folder";
import { CONTENT_KINDS } from "../../../src/engine/core/kinds/content-kinds";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import type { SchemaNode as Schema } from "../../../src/engine/core/schemas/schema-index";
import { PROJECT_ROOT } from "../../support/fixture-site";
import { isWeekday, weekdayName, type Weekday } from "../../../src/lib/time";
import { createFixture } from "../pipeline/fixture";
import { kindFields, pairs, readCommittedConfig, type Property } from "./walk";

const loaded = (async () => {
  const [schemas, config] = await Promise.all([loadSchemaSet(PROJECT_ROOT).then((set) => set.index), readCommittedConfig()]);
  return pairs(schemas, config);
})();

/** The pairs a rule applies to; a rule that matches nothing would be a test that tests nothing. */
async function where(test: (property: Property, field: Field) => boolean) {
  const found = (await loaded).filter(({ property, field }) => test(property, field));
  expect(found.length).toBeGreaterThan(0);
  return found;
}

const isImageSchema = (property: Property) => property.file === "common/image.schema.json" && property.schema.type === "object";
const isDate = (property: Property) => property.schema.format === "date" || property.schema.format === "date-time";
/** "Publicar em" (schemas/common/publish-at.schema.json): a date and a time, São Paulo's clock as written. */
const isPublishAt = (property: Property) => property.file === "common/publish-at.schema.json";

const ajv = new Ajv({ strict: false });
addFormats(ajv);

/** Whether ajv (the check's own validator) accepts an empty value for the property, apart from its place. */
function acceptsEmpty(schema: Schema): boolean {
  const { type, minLength, minItems, pattern, format, enum: allowed, const: fixed } = schema;
  const bare = Object.fromEntries(
    Object.entries({ type, minLength, minItems, pattern, format, enum: allowed, const: fixed }).filter(([, v]) => v !== undefined),
  );
  return ajv.validate(bare, type === "array" ? [] : "");
}

describe("schema rules become Decap field rules (every property of every content kind)", () => {
  it("enums are selects with exactly the allowed values (a weekday named as the form says it); lists of allowed values are multiple selects", async () => {
    const values = (field: Field) =>
      field.widget === "select" ? field.options.map((option) => (typeof option === "object" ? option.value : option)) : undefined;
    const selects = [
      ...(await where((p) => Array.isArray(p.schema.enum))).map((found) => ({ ...found, allowed: found.property.schema.enum, multiple: undefined })),
      ...(await where((p) => p.schema.type === "array" && Array.isArray((p.schema.items as Schema | undefined)?.enum))).map((found) => ({
        ...found,
        allowed: (found.property.schema.items as Schema).enum,
        multiple: true,
      })),
    ];
    for (const { path, field, allowed, multiple } of selects) {
      expect(field, path).toMatchObject({ widget: "select", ...(multiple ? { multiple } : {}) });
      expect(values(field), path).toEqual(allowed);
      if (field.widget !== "select") continue;
      for (const option of field.options) if (isWeekday(option)) throw new Error(`${path}: the weekday "${option}" is shown as it is stored`);
      for (const option of field.options) if (typeof option === "object") expect(option.label, path).toBe(weekdayName(option.value as Weekday));
    }
    expect(selects.filter(({ field }) => field.widget === "select" && field.options.some((option) => typeof option === "object"))).not.toHaveLength(0);
  });

  it("links (the shared href schema) suggest the site's pages and keep the scheme rule with its message", async () => {
    for (const { path, property, field } of await where((p) => p.file === "common/href.schema.json")) {
      expect(field, path).toMatchObject({ widget: "site-link", pattern: [property.schema.pattern, property.schema.patternErrorMessage] });
    }
    // The menu's items and the legal pages' links lead to pages of the site, with their own narrower rule.
    const menu = await where((p, field) => p.file === "site.schema.json" && field.name === "href");
    for (const { path, property, field } of menu) {
      expect(field, path).toMatchObject({ widget: "site-link", pattern: [property.schema.pattern, property.schema.patternErrorMessage] });
    }
  });

  it("a post of the site (the featured one) is chosen by its title, stored as its number", async () => {
    const found = await where((p, field) => p.file === "site.schema.json" && field.name === "featuredPost");
    expect(found.map(({ field }) => field.widget)).toEqual(["site-post"]);
  });

  it("numbers keep their kind (int or float) and their minimum and maximum", async () => {
    for (const { path, property, field } of await where(
      (p, field) => (p.schema.type === "integer" || p.schema.type === "number") && field.widget !== "site-post",
    )) {
      expect(field, path).toMatchObject({ widget: "number", value_type: property.schema.type === "integer" ? "int" : "float" });
      expect(field.widget === "number" && [field.min, field.max], path).toEqual([property.schema.minimum, property.schema.maximum]);
    }
  });

  it("lists keep minItems and maxItems as min and max", async () => {
    for (const { path, property, field } of await where((p) => p.schema.type === "array")) {
      expect((field.widget === "list" || field.widget === "select" || field.widget === "relation") && [field.min, field.max], path).toEqual([
        property.schema.minItems,
        property.schema.maxItems,
      ]);
    }
  });

  it("booleans are toggles, objects are groups, dates are date pickers storing the schema's format", async () => {
    for (const { path, field } of await where((p) => p.schema.type === "boolean")) expect(field.widget, path).toBe("boolean");
    for (const { path, field } of await where((p) => p.schema.type === "object")) expect(field.widget, path).toBe("object");
    for (const { path, property, field } of await where(isDate)) {
      const format = property.schema.format === "date" ? "YYYY-MM-DD" : "YYYY-MM-DDTHH:mm:ssZ";
      expect(field, path).toMatchObject({ widget: "datetime", format });
    }
    // The picker writes the schema's pattern itself ("2026-12-12 08:00"), in the church's zone, never converted.
    const scheduled = await where(isPublishAt);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const { path, field } of scheduled) expect(field, path).toMatchObject({ widget: "publish-at", format: "YYYY-MM-DD HH:mm" });
    expect(scheduled.every(({ field }) => !("picker_utc" in field))).toBe(true);
  });

  it("a pattern comes with the message npm run check gives for it", async () => {
    for (const { path, property, field } of await where((p) => typeof p.schema.pattern === "string" && !isDate(p) && !isPublishAt(p))) {
      // Image pickers carry no pattern (field-rules.test.ts): Decap would refuse every picture.
      if (field.widget === "image") continue;
      const message = property.schema.patternErrorMessage;
      expect(field.pattern?.[0], path).toBe(property.schema.pattern);
      if (typeof message === "string") expect(field.pattern?.[1], path).toBe(message);
      else expect(field.pattern?.[1], path).toMatch(/^formato inválido/);
    }
  });

  it("text limits without a pattern of their own are checked as they are typed, counting letters as ajv does", async () => {
    const limited = (p: Property) => p.schema.type === "string" && p.schema.pattern === undefined && typeof p.schema.maxLength === "number" && !isDate(p);
    for (const { path, property, field } of await where(limited)) {
      const max = property.schema.maxLength as number;
      // Decap runs RegExp(source) without flags and skips empty values.
      const regex = new RegExp(field.pattern?.[0] ?? "(?!)");
      expect(regex.test("a".repeat(max)), path).toBe(true);
      expect(regex.test("a".repeat(max + 1)), path).toBe(false);
      // An emoji is one letter for ajv; it must be one for the editor too.
      expect(regex.test("🙏".repeat(max)), path).toBe(true);
      expect(field.pattern?.[1], path).toMatch(/letras?$/);
    }
  });

  it("required: never stricter than the schema, and as strict as Decap can be", async () => {
    for (const { path, property, field } of (await loaded).filter(({ field }) => field.widget !== "hidden")) {
      // Decap checks required fields inside optional objects even when the object is left out (decap-cms#7748).
      if (field.required) expect(property.required && property.alwaysThere, path).toBe(true);
      const mustFill = property.required && property.alwaysThere && !acceptsEmpty(property.schema);
      if (mustFill && property.schema.type !== "object") expect(field.required, path).toBe(true);
    }
  });

  it("Markdown texts are rich-text editors with the toolbar the post sanitiser allows, never a plain text box", async () => {
    for (const { path, field } of await where((p) => p.schema.contentMediaType === "text/markdown")) {
      expect(field, path).toMatchObject({ widget: "markdown", buttons: [...MARKDOWN_BUTTONS], editor_components: [...MARKDOWN_COMPONENTS] });
      expect(field.pattern, path).toBeUndefined();
    }
  });

  it("images are a group with a media-library picker for the file and a text for its description", async () => {
    for (const { path, field } of await where(isImageSchema)) {
      if (field.widget !== "object") throw new Error(`${path} is not an object`);
      expect(field.fields.find((f) => f.name === "src")?.widget, path).toBe("image");
      expect(field.fields.find((f) => f.name === "alt")?.widget, path).toBe("string");
    }
  });

  it("every description is the field's hint (its formHint where it has one), with Markdown's special characters escaped", async () => {
    for (const { path, property, field } of await where((p) => typeof (p.own.description ?? p.schema.description) === "string")) {
      const from = typeof property.own.description === "string" ? property.own : property.schema;
      // A text default Decap cannot fill in (inside an optional object: the site's words) is said after the hint.
      const written = property.own.default ?? property.schema.default;
      const free = field.widget === "string" || field.widget === "text";
      const unfilled = free && typeof written === "string" && field.default === undefined ? ` Em branco, vale: “${written}”.` : "";
      expect(field.hint?.replace(/\\(.)/g, "$1"), path).toBe(`${String(from.formHint ?? from.description)}${unfilled}`);
    }
  });

  it("constants are hidden fields that write their value", async () => {
    for (const { path, property, field } of (await loaded).filter(({ property }) => property.schema.const !== undefined)) {
      expect(field, path).toMatchObject({ widget: "hidden" });
      if (field.default !== undefined) expect(field.default, path).toBe(property.schema.const);
    }
  });
});

// Files as an editor's content folder holds them: the tests' own site, copied to a project's site-content/.
describe("$schema stays in every file, with the value the files have", () => {
  it.each(CONTENT_KINDS.map((kind) => [kind.schema, kind] as const))("%s", async (_name, kind) => {
    const config = await readCommittedConfig();
    const field = kindFields(config, kind).find((f) => f.name === "$schema");
    expect(field).toMatchObject({ widget: "hidden", required: false });
    const { root } = await createFixture();
    const folder = join(root, DEFAULT_CONTENT_FOLDER, "folder" in kind.location ? kind.location.folder : "");
    const names = "folder" in kind.location ? (await readdir(folder)).filter((name) => name.endsWith(".json")) : [kind.location.file];
    for (const name of names) {
      const written = (JSON.parse(await readFile(join(folder, name), "utf8")) as { $schema?: string }).$schema;
      if (written !== undefined) expect(field?.default, name).toBe(written);
    }
  });
});
