import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Field, ListField, ObjectField } from "../../../src/editor/shared/decap-types";
import { ENTRY_ROOT, objectFields } from "../../../src/editor/config/schema-fields";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import { PROJECT_ROOT } from "../../support/fixture-site";

/**
 * The rules that depend on where a field sits, on a schema the tests own
 * (tests/fixtures/cms/sample.schema.json, next to the real common/ schemas it refers to).
 */
let root: string;
let fields: Field[];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "mc-cms-"));
  await mkdir(join(root, "schemas/blocks"), { recursive: true });
  await cp(join(PROJECT_ROOT, "schemas/common"), join(root, "schemas/common"), { recursive: true });
  await cp(join(PROJECT_ROOT, "tests/fixtures/cms/sample.schema.json"), join(root, "schemas/blocks/sample.schema.json"));
  const schemas = await loadSchemaSet(root).then((set) => set.index);
  fields = objectFields(schemas, { ...schemas.get("blocks/sample.schema.json"), pointer: "" }, ENTRY_ROOT, {
    schemaPath: "../../schemas/blocks/sample.schema.json",
  });
});
afterAll(() => rm(root, { recursive: true, force: true }));

function field(path: string): Field {
  let list: Field[] = fields;
  let found: Field | undefined;
  for (const name of path.split(".")) {
    found = list.find((f) => f.name === name);
    if (!found) throw new Error(`no field ${path}`);
    list = found.widget === "object" ? found.fields : found.widget === "list" ? (found.fields ?? []) : [];
  }
  return found as Field;
}

const type = (list: string, name: string) => (field(list) as ListField).types?.find((t) => t.name === name);

describe("each schema keyword becomes the matching Decap option", () => {
  it("keeps the schema's order, labels from the description until labels.ts has a word, and hints with Markdown escaped", () => {
    expect(fields.map((f) => f.name)).toEqual([
      "$schema",
      "headline",
      "story",
      "code",
      "site",
      "mood",
      "copies",
      "ratio",
      "visible",
      "day",
      "moment",
      "caption",
      "photo",
      "cover",
      "extra",
      "settings",
      "tags",
      "weekdays",
      "rows",
      "notes",
      "fixed",
      "parts",
    ]);
    expect(field("headline").label).toBe("Manchete da amostra");
    expect(field("story")).toMatchObject({ widget: "text", hint: "História longa, em \\*\\*parágrafos\\*\\*." });
  });

  it("strings: short ones a line, long ones a box; a schema pattern keeps its message, limits become one", () => {
    expect(field("headline")).toMatchObject({ widget: "string", required: true, pattern: [expect.any(String), "use de 2 a 40 letras"] });
    expect(field("code")).toMatchObject({ widget: "string", required: true, pattern: ["^[A-Z]{3}$", "use três letras maiúsculas"] });
    expect(field("site").pattern).toEqual(["^https://", "formato inválido: o texto não segue o padrão ^https://"]);
    const headline = new RegExp(field("headline").pattern?.[0] ?? "");
    expect(["ab", "a".repeat(40), "🙏🙏"].map((text) => headline.test(text))).toEqual([true, true, true]);
    expect(["a", "a".repeat(41)].map((text) => headline.test(text))).toEqual([false, false]);
  });

  it("enum → select, integer/number → number with value_type and limits, boolean, dates, const → hidden", () => {
    expect(field("mood")).toMatchObject({ widget: "select", options: ["calmo", "alegre"], required: false, default: "calmo" });
    expect(field("copies")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 9, required: true });
    expect(field("ratio")).toMatchObject({ widget: "number", value_type: "float", required: false });
    expect(field("visible")).toMatchObject({ widget: "boolean", default: true });
    expect(field("day")).toEqual(expect.objectContaining({ widget: "datetime", format: "YYYY-MM-DD", time_format: false }));
    expect(field("day").pattern).toBeUndefined();
    expect(field("moment")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DDTHH:mm:ssZ", time_format: "HH:mm" });
    expect(field("fixed")).toMatchObject({ widget: "hidden", default: "sempre", required: true });
    expect(field("$schema")).toMatchObject({ widget: "hidden", default: "../../schemas/blocks/sample.schema.json", required: false });
  });

  it("lists: of plain values (one field), of allowed words (multiple select), of objects (fields), with min and max", () => {
    expect(field("tags")).toMatchObject({ widget: "list", max: 3, field: { widget: "string", required: true, label: field("tags").label } });
    expect(field("weekdays")).toMatchObject({
      widget: "select",
      multiple: true,
      options: [
        { label: "Domingo", value: "domingo" },
        { label: "Segunda-feira", value: "segunda" },
      ],
      min: 1,
      required: true,
    });
    expect(field("rows")).toMatchObject({ widget: "list", min: 2, max: 5 });
    expect(field("rows.label")).toMatchObject({ required: true });
  });

  it("a list of groups names each collapsed item by its required one-line values", () => {
    expect(field("rows")).toMatchObject({ widget: "list", summary: "{{label}}" });
  });

  it("a variable-type list: one type per branch, typeKey from the discriminator, summary from the heading or text", () => {
    const parts = field("parts") as ListField;
    expect(parts).toMatchObject({ widget: "list", typeKey: "kind" });
    expect(parts.types?.map((t) => t.name)).toEqual(["abertura", "citacao-amostra"]);
    expect(type("parts", "abertura")).toMatchObject({ widget: "object", label: "Uma abertura", summary: "Uma abertura: {{heading | truncate(60)}}" });
    expect(type("parts", "citacao-amostra")?.summary).toBe("Uma citação: {{text | truncate(60)}}");
    // Decap writes the typeKey itself.
    expect(type("parts", "abertura")?.fields.map((f) => f.name)).toEqual(["heading", "align", "lines"]);
  });

  it("images: the shared image schema is a group with the media library's picker for the file", () => {
    const cover = field("cover") as ObjectField;
    expect(cover.fields.map((f) => [f.name, f.widget])).toEqual([
      ["src", "image"],
      ["alt", "string"],
      ["decorative", "boolean"],
    ]);
    expect(field("cover.src")).toMatchObject({ choose_url: false, required: true });
    // Decap would test the pattern against its widget's own value and refuse every picture (left to the check before saving).
    expect(field("cover.src")).not.toHaveProperty("pattern");
  });
});

describe("required and defaults follow what Decap does with them", () => {
  it("a required value that may be empty is not required in Decap, and starts empty so the key exists", () => {
    expect(field("caption")).toMatchObject({ required: false, default: "" });
    expect(field("notes")).toMatchObject({ required: false, default: [] });
    expect(field("cover.alt")).toMatchObject({ required: false, default: "" });
  });

  it("inside an optional object nothing is required and nothing has a default (it would create the object)", () => {
    expect(field("photo")).toMatchObject({ widget: "object", required: false });
    for (const name of ["photo.src", "photo.alt", "photo.decorative", "extra.when", "extra.flag"]) {
      expect(field(name).required, name).toBe(false);
      expect(field(name).default, name).toBeUndefined();
    }
  });

  it("inside a required object the schema's required and defaults hold", () => {
    expect(field("settings")).toMatchObject({ required: true });
    expect(field("settings.size")).toMatchObject({ required: true, default: "p" });
    expect(field("cover.decorative").default).toBe(false);
  });

  it("no default in the items of an entry's list (Decap would add an item to every new entry), but in a section's lists", () => {
    expect(field("rows.tone").default).toBeUndefined();
    expect(type("parts", "abertura")?.fields.find((f) => f.name === "align")?.default).toBe("esquerda");
    const lines = type("parts", "abertura")?.fields.find((f) => f.name === "lines") as ListField;
    expect(lines.fields?.[0]?.default).toBe(false);
  });
});
