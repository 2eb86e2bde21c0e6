/**
 * The part of Decap CMS's configuration this project writes (decap-cms-core's configSchema.js and each
 * widget's schema.js, Decap 3.x). Typed here so a misspelt option fails the typecheck instead of being
 * silently ignored by Decap; tests/unit/cms/ checks the generated file against the same lists.
 */

/** Options every widget reads. Decap treats a field without `required` as required, so it is always written. */
interface BaseField {
  name: string;
  label: string;
  required: boolean;
  hint?: string;
  /** [regex source, message]. Decap tests it with `RegExp(source)` (no flags), and only on non-empty values. */
  pattern?: [string, string];
  /** Written into new entries and new list items (not into existing files that lack the key). */
  default?: unknown;
}

export interface StringField extends BaseField {
  widget: "string" | "text";
}

/**
 * Decap's widgets the editor registers (src/editor/app/editor-widgets.ts), one by one: the generated configuration
 * may name only these, Decap core's own "hidden" and the project's site-link and publish-at (tests/unit/cms/registered-widgets.test.ts).
 * decap-cms-app would register all seventeen, with every CodeMirror language, OpenLayers and Plate.
 */
export const DECAP_WIDGETS = ["string", "text", "number", "boolean", "select", "datetime", "image", "object", "list", "markdown", "relation"] as const;
export type DecapWidget = (typeof DECAP_WIDGETS)[number];

/** Decap core's own widget (not registered: the form leaves hidden fields out, and the file keeps their value). */
export const HIDDEN_WIDGET = "hidden";

/** The project's own widget (src/editor/app/widgets/site-link.tsx): a text box that suggests the site's pages. */
export const SITE_LINK_WIDGET = "site-link";

export interface SiteLinkField extends BaseField {
  widget: typeof SITE_LINK_WIDGET;
}

/**
 * The project's "Publicar em" (src/editor/app/widgets/publish-at.tsx): Decap's date-and-time picker, with what the
 * date means said under it ("Agendado para …"). Takes the datetime widget's options.
 */
export const PUBLISH_AT_WIDGET = "publish-at";

export interface PublishAtField extends Omit<DateTimeField, "widget"> {
  widget: typeof PUBLISH_AT_WIDGET;
}

/** The project's colour field (src/editor/app/widgets/site-color.tsx): the code, a swatch that picks it, and its preview. */
export const SITE_COLOR_WIDGET = "site-color";

export interface SiteColorField extends BaseField {
  widget: typeof SITE_COLOR_WIDGET;
}

/**
/**
 * The project's post chooser (src/editor/app/widgets/site-post.tsx): a post of the site by its title, stored as its
 * number (site.json's "Artigo em destaque"); empty, the engine's own choice.
 */
export const SITE_POST_WIDGET = "site-post";

export interface SitePostField extends BaseField {
  widget: typeof SITE_POST_WIDGET;
}

/**
 * The project's choice from a list the church keeps in site.json (src/editor/app/widgets/site-choice.tsx): an
 * event's type from `eventTypes`. The schema says which list (`chosenFrom`, src/engine/core/rules/site-choices.ts).
 */
export const SITE_CHOICE_WIDGET = "site-choice";

export interface SiteChoiceField extends BaseField {
  widget: typeof SITE_CHOICE_WIDGET;
  /** The list in site.json ("eventTypes"). */
  site_list: string;
  /** The field of its items that names them ("name"). */
  site_list_field: string;
}

/** The project's own widgets, registered beside Decap's (src/editor/app/start-cms.tsx). */
export const PROJECT_WIDGETS = [SITE_LINK_WIDGET, SITE_COLOR_WIDGET, PUBLISH_AT_WIDGET, SITE_POST_WIDGET, SITE_CHOICE_WIDGET] as const;

export interface HiddenField extends BaseField {
  widget: "hidden";
}

export interface BooleanField extends BaseField {
  widget: "boolean";
}

export interface NumberField extends BaseField {
  widget: "number";
  /** Without it Decap saves the number as a string. */
  value_type: "int" | "float";
  min?: number;
  max?: number;
}

/** A choice as the form names it, where the stored word is not ("terca" → "Terça-feira"). */
export interface SelectOption {
  label: string;
  value: string | number;
}

export interface SelectField extends BaseField {
  widget: "select";
  options: (string | number | SelectOption)[];
  multiple?: boolean;
  min?: number;
  max?: number;
}

export interface DateTimeField extends BaseField {
  widget: "datetime";
  /** How the value is stored (dayjs tokens). */
  format: string;
  date_format: string | false;
  time_format: string | false;
}

export interface ImageField extends BaseField {
  widget: "image";
  /** Only files from the media library: the schema accepts /images/… paths, never a pasted URL. */
  choose_url: false;
}

/** Decap's rich-text toolbar buttons (decap-cms-widget-markdown's schema.js). */
export type MarkdownButton =
  | "bold"
  | "italic"
  | "strikethrough"
  | "code"
  | "link"
  | "heading-one"
  | "heading-two"
  | "heading-three"
  | "heading-four"
  | "heading-five"
  | "heading-six"
  | "quote"
  | "bulleted-list"
  | "numbered-list";

/** A Markdown text, edited with a rich-text toolbar (or as raw Markdown) and stored as Markdown. */
export interface MarkdownField extends BaseField {
  widget: "markdown";
  buttons: MarkdownButton[];
  /** Blocks the "+" menu inserts ("image"); Decap's default adds a code block too. */
  editor_components: string[];
  /** The editing modes offered: the formatted text only, without the switch to raw Markdown. */
  modes: ("rich_text" | "raw")[];
}

/**
 * An entry of another collection, chosen from a list of its entries by name (a sermon's preacher, a church's pastors):
 * what is stored is the entry's file name (`value_field: "{{slug}}"`), the field the schema's `entryOf` asks for.
 */
export interface RelationField extends BaseField {
  widget: "relation";
  collection: string;
  value_field: "{{slug}}";
  search_fields: string[];
  display_fields: string[];
  /** How many entries the list offers (Decap's default, 20, would hide the rest of a long folder). */
  options_length?: number;
  multiple?: boolean;
  min?: number;
  max?: number;
}

export interface ObjectField extends BaseField {
  widget: "object";
  fields: Field[];
  /** Shown closed until opened (the site's words: many fields, each with its default). */
  collapsed?: boolean;
}

/** One kind of item of a variable-type list: Decap writes `typeKey: name` itself, so it is not among `fields`. */
export interface ListType {
  name: string;
  label: string;
  widget: "object";
  fields: Field[];
  summary?: string;
}

export interface ListField extends BaseField {
  widget: "list";
  /** A list of plain values (one widget per item)… */
  field?: Field;
  /** …of objects… */
  fields?: Field[];
  /** …or of objects of several kinds, told apart by `typeKey`. */
  types?: ListType[];
  typeKey?: string;
  /** What one item is called ("Adicionar seção", "1 seção"). */
  label_singular?: string;
  min?: number;
  max?: number;
}

export type Field =
  | StringField
  | SiteLinkField
  | SiteColorField
  | SitePostField
  | SiteChoiceField
  | PublishAtField
  | HiddenField
  | RelationField
  | BooleanField
  | NumberField
  | SelectField
  | DateTimeField
  | ImageField
  | MarkdownField
  | ObjectField
  | ListField;

interface CollectionBase {
  name: string;
  label: string;
  description?: string;
}

/** A folder where each file is one entry. */
export interface FolderCollection extends CollectionBase {
  /** "Novo(a) …" and the entry's kind in messages. */
  label_singular: string;
  folder: string;
  format: "json";
  extension: "json";
  create: boolean;
  delete: boolean;
  /** The new file's name (Decap string template; `{{slug}}` is `identifier_field` made URL-safe). */
  slug: string;
  identifier_field: string;
  /** How the list of entries names each one (Decap string template over `fields.*`). */
  summary?: string;
  fields: Field[];
}

/** Fixed files, each its own form. */
export interface FilesCollection extends CollectionBase {
  files: { name: string; label: string; file: string; fields: Field[] }[];
}

export type Collection = FolderCollection | FilesCollection;

/**
 * What `CMS.init({ config })` receives. `backend` (required by Decap) is left to the admin app, which
 * knows whether it runs against the local decap-server or the hosted GitHub backend.
 */
export interface DecapConfig {
  load_config_file: false;
  locale: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replacement: string };
  collections: Collection[];
}
