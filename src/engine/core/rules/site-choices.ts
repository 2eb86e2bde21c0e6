import type { ContentFile } from "../kinds/content-kind";
import { appendPointer } from "../read/json-pointer";
import { didYouMean } from "../read/suggest";
import type { Finding } from "../schemas/schema-messages";
import type { SchemaNode } from "../schemas/schema-index";

// No Node imports here: the site editor's check before saving runs this rule too.

/**
 * A value chosen from a list the church keeps in site.json, declared on a top-level property of a collection's
 * schema: `"chosenFrom": { "list": "eventTypes", "field": "name", "names": "tipos de evento" }` makes an event's
 * `type` one of the `name`s of site.json's `eventTypes`. The list is content (each church its own), so JSON Schema
 * cannot hold it: this rule does, the site editor offers the list as a select (src/editor/config/schema-fields.ts),
 * and the type generator sees a plain string.
 */
export const CHOSEN_FROM_KEYWORD = "chosenFrom";

export interface SiteChoice {
  /** The list's property in site.json ("eventTypes"). */
  list: string;
  /** The field of each item that names it ("name"). */
  field: string;
  /** What the items are called, plural, for the message ("tipos de evento"). */
  names: string;
}

export const CHOSEN_FROM_META_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["list", "field", "names"],
  properties: { list: { type: "string" }, field: { type: "string" }, names: { type: "string" } },
};

/** The top-level properties of a schema that are chosen from a site.json list, with their list. */
export function siteChoicesOf(schema: SchemaNode | undefined): { property: string; choice: SiteChoice }[] {
  const properties = (schema?.properties ?? {}) as Record<string, SchemaNode>;
  return Object.entries(properties).flatMap(([property, node]) => {
    const choice = node[CHOSEN_FROM_KEYWORD] as SiteChoice | undefined;
    return choice ? [{ property, choice }] : [];
  });
}

/** The names a site.json list offers today (items without a usable name left out: the schema reports them). */
export function choicesIn(site: unknown, { list, field }: Pick<SiteChoice, "list" | "field">): string[] {
  const items = (site as Record<string, unknown> | undefined)?.[list];
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const name = (item as Record<string, unknown> | null)?.[field];
    return typeof name === "string" && name.trim() !== "" ? [name] : [];
  });
}

/**
 * Each chosen value of this file that site.json's list does not hold, pointed at the value, with the nearest name
 * when it is a slip ("Celebracao" → "Celebração") and the list itself, so the editor can pick or add.
 */
export function siteChoiceFindings(file: Pick<ContentFile, "json">, choices: readonly { property: string; choice: SiteChoice }[], site: unknown): Finding[] {
  const value = file.json.value as Record<string, unknown> | null;
  if (!value || typeof value !== "object") return [];
  return choices.flatMap(({ property, choice }) => {
    const chosen = value[property];
    // Not a text, or too short: the schema's own message says so.
    if (typeof chosen !== "string" || chosen.trim() === "") return [];
    const offered = choicesIn(site, choice);
    if (offered.includes(chosen)) return [];
    const pointer = appendPointer("", property);
    const message =
      offered.length === 0
        ? `"${chosen}" não está em nenhuma lista: site.json ainda não tem ${choice.names} ("${choice.list}"). Acrescente a lista lá, com "${chosen}", para poder usá-lo aqui`
        : `"${chosen}" não é um dos ${choice.names} de site.json ("${choice.list}"). ${didYouMean(chosen, offered)}Escolha um da lista, escrito igual (${offered.map((name) => `"${name}"`).join(", ")}), ou acrescente-o a ela primeiro`;
    return [{ pointer, anchor: "value" as const, message }];
  });
}
