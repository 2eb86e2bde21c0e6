import { isNode as isSchema, spotKey, type SchemaIndex, type SchemaNode as Schema, type Spot } from "../../engine/core/schemas/schema-index";
import { CONTENT_KINDS } from "../../engine/core/kinds/content-kinds";
import { CHOSEN_FROM_KEYWORD, type SiteChoice } from "../../engine/core/rules/site-choices";
import {
  PUBLISH_AT_WIDGET,
  SITE_CHOICE_WIDGET,
  SITE_COLOR_WIDGET,
  SITE_LINK_WIDGET,
  SITE_POST_WIDGET,
  type Field,
  type SelectOption,
  type ListField,
  type ListType,
  type MarkdownButton,
  type RelationField,
} from "../shared/decap-types";
import { FIELD_LABEL_OVERRIDES, FIELD_LABELS, TYPE_ITEM_LABELS, labelFromDescription } from "./labels";
import { acceptsEmpty, hintText, stringPattern } from "./value-rules";
import { isWeekday, weekdayName } from "../../lib/time";

/*
 * Schema rules Decap cannot express are mapped to the nearest widget and left to the ajv check that
 * runs before an entry is saved (docs/site-editor.md, "How it is built"), which gives the pipeline's own
 * pt-BR messages:
 * - custom keywords: `pixKey` (giving.schema.json: the key must be valid for its type) is a plain
 *   object of strings and a select here;
 * - `if`/`then`/`else` (a church's address, city and state are required unless it is the head
 *   church): those fields are optional here;
 * - `format: email` and `uri` (ajv's regexes need the `i` flag, Decap's patterns have none), and
 *   text length on a field that already has a pattern (one pattern per field, see value-rules.ts);
 * - `uniqueItems` on lists of objects, and required fields inside optional objects (below);
 * - every rule of `npm run check` that needs more than one field: the check before saving runs the check
 *   itself on the site with the entry in its place (src/editor/app/save-check.ts).
 * Anything else the generator does not know (a `type` list, a `oneOf` without a discriminator)
 * stops it with the schema's place, rather than guessing a widget.
 */

/**
 * Where a field sits, as far as Decap's validation and defaults care:
 * - `present`: its object always exists when the entry or list item does. Decap checks the required
 *   fields of an optional object even when the editor leaves the whole object empty (decap-cms#2103,
 *   #7748), so inside an optional object nothing is `required`; the check before saving (ajv, which
 *   knows "required only when the object is there") enforces those.
 * - `draft`: Decap builds this part of a new entry from the fields' defaults (createEmptyDraftData).
 * - `madeUp`: inside the item Decap makes up for a list of a new entry when that item would hold a
 *   default. A default here would give every new entry an item nobody added, so there is none.
 * Defaults are also left out where `present` is false: they would create the optional object
 * ({ "decorative": false } alone is an invalid image).
 */
interface Place {
  present: boolean;
  draft: boolean;
  madeUp: boolean;
}

export const ENTRY_ROOT: Place = { present: true, draft: true, madeUp: false };

/** Strings longer than a line get a multi-line box. */
const TEXT_AREA_OVER = 200;

/**
 * Properties whose value is a file picked from the media library, by their place in schemas/: the
 * shared image schema is `{ src, alt, decorative }`, and only `src` names the file. The image widget
 * writes `public_folder` + the file name ("/images/culto.jpg"), which is what `src` expects.
 */
const IMAGE_FILES = new Set(["common/image.schema.json#/properties/src"]);

/**
 * Links (the shared href schema, the menu's items and the legal pages' links): typed, or picked from the site's pages by the
 * project's own widget. Their pattern stays, with its pt-BR message.
 */
const LINK_FIELDS = new Set([
  "common/href.schema.json#",
  "site.schema.json#/properties/nav/items/properties/href",
  "site.schema.json#/definitions/legalLink/properties/href",
]);

/** The theme's colours (site.json): a code with a swatch that picks it and shows it (src/editor/app/widgets/site-color.tsx). */
const COLOR_FIELD = "site.schema.json#/definitions/color";

/** A post of the site, stored as its number and chosen by its title (src/editor/app/widgets/site-post.tsx). */
const POST_FIELDS = new Set(["site.schema.json#/properties/featuredPost"]);

/**
 * A list's values as the form shows them: a weekday is stored without its accent and its "-feira" ("terca"), and
 * shown by its name ("Terça-feira"), in the menu and in a collapsed item's summary (widgets/labelled-list.tsx).
 */
function selectOptions(values: readonly (string | number)[]): (string | number | SelectOption)[] {
  return values.map((value) => (isWeekday(value) ? { label: weekdayName(value), value } : value));
}

/**
 * A Markdown text (`contentMediaType: "text/markdown"`, a post's `body`) is published through the
 * post sanitiser (src/engine/core/posts/sanitize-policy.ts), so the toolbar offers only what survives it
 * and the post page styles (src/site/app/post/post-styles.ts): bold, italic, links, the two heading levels
 * under the page's own title, quotes and lists. Pictures survive too (an <img> under /images/, checked
 * like any image), so the "+" menu inserts one; Decap's default code block is left out.
 * tests/unit/cms/markdown-field.test.ts sanitises each button's output to keep this list honest.
 */
export const MARKDOWN_BUTTONS: readonly MarkdownButton[] = [
  "bold",
  "italic",
  "link",
  "heading-two",
  "heading-three",
  "quote",
  "bulleted-list",
  "numbered-list",
];
export const MARKDOWN_COMPONENTS: readonly string[] = ["image"];

/**
 * "Publicar em" (the shared publish-at schema): São Paulo's wall clock as written ("2026-12-12 08:00"), picked with
 * the phone's own date and time picker, never converted to another zone.
 */
const PUBLISH_AT_FIELDS = new Set(["common/publish-at.schema.json#"]);
const PUBLISH_AT_FORMAT = { format: "YYYY-MM-DD HH:mm", date_format: "YYYY-MM-DD", time_format: "HH:mm" } as const;

/** How a date (`format`) is stored by Decap's datetime widget (dayjs tokens), and which pickers it shows. */
const DATE_FORMATS: Readonly<Record<string, { format: string; date_format: string; time_format: string | false }>> = {
  date: { format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false },
  "date-time": { format: "YYYY-MM-DDTHH:mm:ssZ", date_format: "YYYY-MM-DD", time_format: "HH:mm" },
};

/** Block headings, then titles, then texts: what tells two items of a variable-type list apart when collapsed. */
const SUMMARY_FIELDS = ["heading", "title", "text"];
const SUMMARY_LENGTH = 60;
const SUMMARY_PARTS = 3;
/** Longer than this, a text is a description (a page's, a post's summary): too long to name an item in a list. */
const SUMMARY_TEXT_OVER = 120;

/**
 * What names an item of a list or a collection when it is shown collapsed ("domingo · 18:30 · Culto da Família",
 * "Início · /"), read from its schema: its required one-line texts (not the paragraphs a text box holds), dates
 * first, then in the schema's order, at most three; an address only when little else names it.
 */
export function summaryFields(schemas: SchemaIndex, objectSpot: Spot): string[] {
  const object = schemas.resolve(objectSpot);
  const properties = schemas.child(object, "properties");
  if (!properties) return [];
  const short = requiredNames(object.schema).flatMap((name) => {
    const property = schemas.child(properties, name);
    const schema = property ? schemas.resolve(property).schema : undefined;
    if (!schema || schema.type !== "string" || name === "$schema") return [];
    // A paragraph or a description does not name an item.
    if (typeof schema.maxLength === "number" && schema.maxLength > SUMMARY_TEXT_OVER) return [];
    const address = schema.format === "uri" || (typeof schema.pattern === "string" && schema.pattern.includes("https"));
    return [{ name, date: schema.format === "date" || schema.format === "date-time", address }];
  });
  const order = (list: typeof short) => [...list.filter((field) => field.date), ...list.filter((field) => !field.date)];
  const named = order(short.filter((field) => !field.address));
  const chosen = named.length >= 2 ? named : order(short);
  return chosen.slice(0, SUMMARY_PARTS).map((field) => field.name);
}

/**
 * Words Decap's templates read as its own before a field's name: the parts of the entry's date and its slug. A list
 * item has no date, so "{{day}}" would always come out empty; "{{fields.day}}" is the field.
 */
const DECAP_TEMPLATE_WORDS = new Set(["year", "month", "day", "hour", "minute", "second", "slug"]);

/** A Decap summary template of those fields ("{{fields.day}} · {{time}} · {{name}}"); `prefix` "fields." for a collection's. */
export const summaryTemplate = (names: readonly string[], prefix = ""): string | undefined =>
  names.length > 0 ? names.map((name) => `{{${prefix || (DECAP_TEMPLATE_WORDS.has(name) ? "fields." : "")}${name}}}`).join(" · ") : undefined;

/**
 * What a collapsed item or a list of entries says of a "Publicar em" date, only when there is one (Decap's `ternary`
 * filter gives words for a value and nothing for none): "Agendado para 2026-12-12 08:00 · …" before an entry, "… ·
 * agendado para …" after a list item.
 */
export const SCHEDULE_FIELD = "publishAt";
export const scheduledBefore = (prefix = "") =>
  `{{${prefix}${SCHEDULE_FIELD} | ternary('Agendado para ', '')}}{{${prefix}${SCHEDULE_FIELD}}}{{${prefix}${SCHEDULE_FIELD} | ternary(' · ', '')}}`;
const scheduledAfter = (words: string) => `{{${SCHEDULE_FIELD} | ternary(' · ${words} para ', '')}}{{${SCHEDULE_FIELD}}}`;
const hasSchedule = (fields: readonly Field[]) => fields.some((field) => field.name === SCHEDULE_FIELD);

export interface FieldOptions {
  /** The `$schema` every file of this kind carries (relative to the file), kept as a hidden field. */
  schemaPath: string;
}

/**
 * What the form shows under a field. A schema's `description` is for whoever edits the file in VS Code and may
 * speak of the file ("headquarters": true); where it does, the schema gives the form its own words beside it,
 * `formHint` ("Marque só na sede…"). tests/unit/cms/hints.test.ts keeps every hint free of JSON.
 */
const formHint = (own: Schema, resolved: Schema): string | undefined => {
  const from = typeof own.description === "string" ? own : resolved;
  const text = typeof from.formHint === "string" ? from.formHint : from.description;
  return typeof text === "string" ? text : undefined;
};

const describe = (own: Schema, resolved: Schema): string | undefined => {
  const text = typeof own.description === "string" ? own.description : resolved.description;
  return typeof text === "string" ? text : undefined;
};

function fieldLabel(name: string, property: Spot, description: string | undefined): string {
  return FIELD_LABEL_OVERRIDES[spotKey(property)] ?? FIELD_LABELS[name] ?? labelFromDescription(description, name);
}

const requiredNames = (object: Schema): string[] => (Array.isArray(object.required) ? object.required.filter((name) => typeof name === "string") : []);

/** The fields of an object schema, in schema order (`skip`: a variable-type list's `typeKey`, which Decap writes itself). */
export function objectFields(schemas: SchemaIndex, objectSpot: Spot, place: Place, options: FieldOptions | undefined, skip?: string): Field[] {
  const object = schemas.resolve(objectSpot);
  const properties = schemas.child(object, "properties");
  if (!properties) throw new Error(`schemas/${spotKey(object)} não tem "properties": o editor do site não sabe que campos mostrar`);
  const required = requiredNames(object.schema);
  return Object.keys(properties.schema)
    .filter((name) => name !== skip)
    .map((name) => propertyField(schemas, schemas.child(properties, name) as Spot, name, required.includes(name), place, options));
}

function propertyField(schemas: SchemaIndex, property: Spot, name: string, isRequired: boolean, place: Place, options: FieldOptions | undefined): Field {
  const resolved = schemas.resolve(property);
  const schema = resolved.schema;
  const description = describe(property.schema, schema);
  const empty = acceptsEmpty(schema);
  // Required only where Decap can require it: the object is always there and "" or [] would be wrong.
  const required = isRequired && place.present && !empty && (schema.type !== "object" || hasRequired(schemas, resolved));
  const canDefault = place.present && !place.madeUp;
  const written = property.schema.default ?? schema.default;
  // A free text whose default Decap cannot fill in (inside an optional object: the site's words) says it under the field.
  const unfilled = !canDefault && typeof written === "string" && !Array.isArray(schema.enum) ? ` Em branco, vale: “${written}”.` : "";
  const hint = formHint(property.schema, schema);
  const base = { name, label: fieldLabel(name, property, description), required, ...(hint ? { hint: hintText(hint) + unfilled } : {}) };
  // An explicit default, else an empty one so a new entry still has a key the schema requires but lets be empty.
  const fallback = written ?? (isRequired && empty ? (schema.type === "array" ? [] : "") : undefined);
  const withDefault = <T extends object>(field: T): T => (canDefault && fallback !== undefined ? { ...field, default: fallback } : field);

  if (name === "$schema" && options) return { ...base, widget: "hidden", default: options.schemaPath };
  if (schema.const !== undefined) return { ...base, widget: "hidden", ...(canDefault ? { default: schema.const } : {}) };
  const choice = schema[CHOSEN_FROM_KEYWORD] as SiteChoice | undefined;
  if (choice) return { ...base, widget: SITE_CHOICE_WIDGET, site_list: choice.list, site_list_field: choice.field };
  if (Array.isArray(schema.enum)) return withDefault({ ...base, widget: "select", options: selectOptions(schema.enum as (string | number)[]) });
  if (POST_FIELDS.has(spotKey(property))) return { ...base, widget: SITE_POST_WIDGET };
  switch (schema.type) {
    case "string":
      return withDefault(stringField(schemas, resolved, base));
    case "integer":
    case "number":
      return withDefault({ ...base, widget: "number", value_type: schema.type === "integer" ? "int" : "float", ...limits(schema.minimum, schema.maximum) });
    case "boolean":
      return withDefault({ ...base, widget: "boolean" });
    case "object": {
      const inner: Place = { ...place, present: place.present && isRequired };
      const fields = objectFields(schemas, resolved, inner, undefined);
      return { ...base, widget: "object", fields, ...(onlyDefaultedWords(schemas, resolved) ? { collapsed: true } : {}) };
    }
    case "array":
      return withDefault(listField(schemas, resolved, base, place));
    default:
      throw new Error(`schemas/${spotKey(resolved)}: o editor do site não sabe mostrar um campo do tipo ${JSON.stringify(schema.type)}`);
  }
}

type Base = { name: string; label: string; required: boolean; hint?: string };

/**
 * A field naming an entry of another folder (`"entryOf": "people"`): Decap's relation widget lists that collection's
 * entries by their name (or title) and stores the chosen one's file name, as the schema asks. The collection is the
 * folder (collections.ts names each after it); a list of them (a church's pastors) is one field that takes several.
 */
function relationField(schemas: SchemaIndex, base: Base, folder: string): RelationField {
  const kind = CONTENT_KINDS.find((candidate) => "folder" in candidate.location && candidate.location.folder === folder);
  if (!kind) throw new Error(`"entryOf": "${folder}" não é uma pasta de site-content/ que o editor conhece`);
  const properties = schemas.properties(schemas.file(kind.schema));
  const shown = "name" in properties ? "name" : "title";
  return { ...base, widget: "relation", collection: folder, value_field: "{{slug}}", search_fields: [shown], display_fields: [shown], options_length: 200 };
}

/** An object of optional words that each have their default (the site's words): closed until opened, it is a long form. */
function onlyDefaultedWords(schemas: SchemaIndex, object: Spot): boolean {
  const properties = schemas.child(object, "properties");
  if (!properties || requiredNames(object.schema).length > 0) return false;
  return Object.keys(properties.schema).every((name) => {
    const property = schemas.resolve(schemas.child(properties, name) as Spot);
    return property.schema.type === "object" ? onlyDefaultedWords(schemas, property) : typeof property.schema.default === "string";
  });
}

function stringField(schemas: SchemaIndex, spot: Spot, base: Base): Field {
  const schema = spot.schema;
  // A file name of another collection (`entryOf`): chosen from its entries by their name, stored as the file name.
  if (typeof schema.entryOf === "string") return relationField(schemas, base, schema.entryOf);
  const date = typeof schema.format === "string" ? DATE_FORMATS[schema.format] : undefined;
  // The date picker writes the format itself, so the schema's date pattern has nothing left to catch.
  if (date) return { ...base, widget: "datetime", ...date };
  if (PUBLISH_AT_FIELDS.has(spotKey(spot))) return { ...base, widget: PUBLISH_AT_WIDGET, ...PUBLISH_AT_FORMAT };
  // Decap tests an image field's pattern against the value its widget holds, not the path it writes, so a
  // pattern there refuses every picture: the check before saving holds the path to the schema instead.
  if (IMAGE_FILES.has(spotKey(spot))) return { ...base, widget: "image", choose_url: false };
  if (schema.contentMediaType === "text/markdown")
    // Formatted text only: the switch to raw Markdown ("Rich Text / Markdown") is a programmer's tool in a volunteer's form.
    return { ...base, widget: "markdown", buttons: [...MARKDOWN_BUTTONS], editor_components: [...MARKDOWN_COMPONENTS], modes: ["rich_text"] };
  const pattern = stringPattern(schema);
  if (LINK_FIELDS.has(spotKey(spot))) return { ...base, widget: SITE_LINK_WIDGET, ...(pattern ? { pattern } : {}) };
  if (spotKey(spot) === COLOR_FIELD) return { ...base, widget: SITE_COLOR_WIDGET, ...(pattern ? { pattern } : {}) };
  const long = typeof schema.maxLength === "number" && schema.maxLength > TEXT_AREA_OVER;
  return { ...base, widget: long ? "text" : "string", ...(pattern ? { pattern } : {}) };
}

function hasRequired(schemas: SchemaIndex, object: Spot): boolean {
  return requiredNames(schemas.resolve(object).schema).length > 0;
}

const limits = (min: unknown, max: unknown) => ({
  ...(typeof min === "number" ? { min } : {}),
  ...(typeof max === "number" ? { max } : {}),
});

function listField(schemas: SchemaIndex, array: Spot, base: Base, place: Place): Field {
  const itemsSpot = schemas.child(array, "items");
  if (!itemsSpot) throw new Error(`schemas/${spotKey(array)}: uma lista sem "items" não tem como ser editada`);
  const items = schemas.resolve(itemsSpot);
  const size = limits(array.schema.minItems, array.schema.maxItems);
  const discriminator = isSchema(items.schema.discriminator) ? items.schema.discriminator.propertyName : undefined;
  if (typeof discriminator === "string") {
    const itemLabel = TYPE_ITEM_LABELS[discriminator];
    return {
      ...base,
      widget: "list",
      typeKey: discriminator,
      types: listTypes(schemas, items, discriminator),
      ...(itemLabel ? { label_singular: itemLabel } : {}),
      ...size,
    };
  }
  // Entries of another folder (a church's pastors): one relation field that takes several, in the order chosen.
  if (typeof items.schema.entryOf === "string") return { ...relationField(schemas, base, items.schema.entryOf), multiple: true, ...size };
  // A set of allowed words (days of the week) is a multiple choice: it cannot repeat one, as uniqueItems asks.
  if (Array.isArray(items.schema.enum))
    return { ...base, widget: "select", multiple: true, options: selectOptions(items.schema.enum as (string | number)[]), ...size };
  // Decap fills a list of a new entry with one item built from the item's defaults: that item is made up.
  const inner: Place = { present: true, draft: place.draft, madeUp: place.madeUp || place.draft };
  if (items.schema.type === "object") {
    const fields = objectFields(schemas, items, inner, undefined);
    const named = summaryTemplate(summaryFields(schemas, items));
    const summary = named && hasSchedule(fields) ? named + scheduledAfter("agendado") : named;
    return { ...base, widget: "list", fields, ...(summary ? { summary } : {}), ...size };
  }
  const single = propertyField(schemas, itemsSpot, base.name, true, inner, undefined);
  return { ...base, widget: "list", field: { ...single, label: base.label }, ...size } satisfies ListField;
}

/**
 * A `oneOf` told apart by a `discriminator` (the page's sections, a prose text's pieces): one Decap
 * type per branch, named by the branch's `const` and labelled by its `title`. Decap does not build a new entry's items of such a
 * list, so inside them defaults are safe again.
 */
function listTypes(schemas: SchemaIndex, items: Spot, typeKey: string): ListType[] {
  const branches = Array.isArray(items.schema.oneOf) ? items.schema.oneOf : [];
  const types = branches.map((_, index): ListType => {
    const branch = schemas.resolve(schemas.child(items, "oneOf", String(index)) as Spot);
    const tag = schemas.child(branch, "properties", typeKey)?.schema.const;
    if (typeof tag !== "string") throw new Error(`schemas/${spotKey(branch)}: o campo "${typeKey}" precisa de um "const"`);
    // The branch's own title: a block's name is written once, in its schema (VS Code and the catalogue show it too).
    const label = branch.schema.title;
    if (typeof label !== "string" || label.trim() === "")
      throw new Error(`schemas/${spotKey(branch)}: falta o "title" (o nome que o editor mostra para este tipo, ex.: "Abertura do topo")`);
    const example = Array.isArray(branch.schema.examples) ? branch.schema.examples[0] : undefined;
    const fields = withExample(objectFields(schemas, branch, { present: true, draft: false, madeUp: false }, undefined, typeKey), example);
    const named = typeSummary(fields);
    const summary = named && hasSchedule(fields) ? named + scheduledAfter("agendada") : named;
    return { name: tag, label, widget: "object", fields, ...(summary ? { summary: `${label}: ${summary}` } : {}) };
  });
  // The page's blocks come from a folder (page.schema.json lists them by file name): the "Adicionar seção" menu
  // lists them by the name editors read. A block's own pieces (a prose text's) keep the order their schema gives.
  return typeKey === "type" ? types.sort((a, b) => a.label.localeCompare(b.label, "pt-BR")) : types;
}

/**
 * What names one item of a variable-type list when collapsed: its heading, title or text; for a piece that is a list
 * of texts (a prose text's list), its first item, which Decap's templates reach by index ("{{items.0}}").
 */
function typeSummary(fields: readonly Field[]): string | undefined {
  const text = (field: Field) => field.widget === "string" || field.widget === "text";
  const heading = SUMMARY_FIELDS.find((name) => fields.some((field) => field.name === name && text(field)));
  if (heading) return `{{${heading} | truncate(${SUMMARY_LENGTH})}}`;
  const texts = fields.find((field) => field.widget === "list" && field.field !== undefined && text(field.field));
  return texts ? `{{${texts.name}.0 | truncate(${SUMMARY_LENGTH})}}` : undefined;
}

/**
 * A block added from the "Adicionar seção" menu starts as its schema's first example (the one the
 * block catalogue shows), so the editor changes words instead of facing an empty form. Not its `id`:
 * ids must differ within a page, and the same block may be added twice.
 */
function withExample(fields: Field[], example: unknown): Field[] {
  if (!isSchema(example)) return fields;
  return fields.map((field) => {
    const value = example[field.name];
    if (value === undefined || field.name === "id") return field;
    // Decap builds an object's value from its own fields' defaults, never from a default on the object.
    if (field.widget === "object") return { ...field, fields: withExample(field.fields, value) };
    return { ...field, default: value };
  });
}
