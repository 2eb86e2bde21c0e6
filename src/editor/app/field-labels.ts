import { splitPointer } from "../../engine/core/read/json-pointer";
import type { Field } from "../shared/decap-types";

type FieldNode = {
  name?: string;
  label?: string;
  fields?: FieldNode[];
  field?: FieldNode;
  types?: FieldNode[];
  typeKey?: string;
  widget?: string;
  multiple?: boolean;
};

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";

/**
 * A JSON pointer ("/sections/2/title") told the way the editor's form shows it ("Seções › 3 (Abertura
 * do topo) › Título"): the labels the generated configuration gives those fields, and list items by
 * their number, counting from 1.
 */
export function fieldPath(pointer: string, fields: readonly Field[], data: unknown): string {
  const labels: string[] = [];
  let siblings = fields as readonly FieldNode[];
  let value = data;
  let list: FieldNode | undefined;
  for (const segment of splitPointer(pointer)) {
    const child = isObject(value) ? (value as Record<string, unknown>)[segment] : undefined;
    if (list) {
      const item = list;
      list = undefined;
      const type = item.types?.find((candidate) => isObject(child) && candidate.name === child[item.typeKey ?? "type"]);
      labels.push(type?.label ? `${Number(segment) + 1} (${type.label})` : `${Number(segment) + 1}`);
      siblings = type?.fields ?? item.fields ?? (item.field ? [item.field] : []);
      if (item.field && !item.fields && !type) {
        // A list of single values: the item is the value itself.
        const only = item.field;
        siblings = only.fields ?? [];
        if (only.widget === "list") list = only;
      }
      value = child;
      continue;
    }
    const field = siblings.find((candidate) => candidate.name === segment);
    if (!field) {
      // A value of a multiple select (the secretariat's days) is counted from 1, as list items are.
      labels.push(/^\d+$/.test(segment) && Array.isArray(value) ? `${Number(segment) + 1}` : segment);
      siblings = [];
    } else {
      labels.push(field.label ?? segment);
      if (field.widget === "list") list = field;
      siblings = field.fields ?? [];
    }
    value = child;
  }
  return labels.join(" › ");
}
