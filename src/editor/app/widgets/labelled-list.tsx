import type { Component, ComponentType } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import ListWidget from "decap-cms-widget-list";

/** The Immutable.js values Decap keeps a field's configuration and an item's data in (only what is read here). */
interface ImmutableLike {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableLike;
  toJS?(): unknown;
}

type Option = string | number | { label: string; value: string | number };

/** Decap's list control: a class whose `objectLabel(item)` writes a collapsed item's summary. */
type ListControlClass = new (props: CmsWidgetControlProps) => Component<CmsWidgetControlProps> & { objectLabel(item: ImmutableLike): string };

const { controlComponent, previewComponent } = ListWidget.Widget();
const DecapListControl = controlComponent as unknown as ListControlClass;

/** A select's stored word as its menu names it ("terca" → "Terça-feira"), or the word itself. */
function optionLabel(options: readonly Option[], value: unknown): unknown {
  const option = options.find((candidate) => typeof candidate === "object" && candidate.value === value);
  return typeof option === "object" ? option.label : value;
}

/**
 * An item with each select's value replaced by its label, for its summary only: Decap's summary templates print the
 * stored value ("{{fields.day}}" → "terca"), and have no filter that maps it to the name the select shows.
 */
export function withOptionLabels(fields: readonly { name: string; widget: string; options?: Option[] }[], item: ImmutableLike): ImmutableLike {
  let labelled = item;
  for (const field of fields) {
    if (field.widget !== "select" || !field.options?.some((option) => typeof option === "object")) continue;
    const value = item.get(field.name) as unknown;
    const plain = (value as ImmutableLike | undefined)?.toJS?.() ?? value;
    const shown = Array.isArray(plain) ? plain.map((one) => optionLabel(field.options ?? [], one)).join(", ") : optionLabel(field.options ?? [], plain);
    if (shown !== value) labelled = labelled.set(field.name, shown);
  }
  return labelled;
}

/**
 * Decap's list, with a collapsed item's summary naming a choice as its select does: a weekly service folded reads
 * "Quarta-feira · 19:30 · Culto de Oração", not "quarta · …". Everything else is Decap's own control.
 */
export class LabelledListControl extends DecapListControl {
  objectLabel(item: ImmutableLike): string {
    const fields = ((this.props.field as unknown as ImmutableLike).get("fields") as ImmutableLike | undefined)?.toJS?.();
    const isMap = typeof item?.get === "function" && typeof item.set === "function";
    return super.objectLabel(isMap && Array.isArray(fields) ? withOptionLabels(fields as { name: string; widget: string; options?: Option[] }[], item) : item);
  }
}

export const LABELLED_LIST_WIDGET = {
  controlComponent: LabelledListControl as unknown as ComponentType<CmsWidgetControlProps>,
  previewComponent,
};
