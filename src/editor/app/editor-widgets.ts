import type { ComponentType } from "react";
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";
import BooleanWidget from "decap-cms-widget-boolean";
import DatetimeWidget from "decap-cms-widget-datetime";
import ImageWidget from "decap-cms-widget-image";
import NumberWidget from "decap-cms-widget-number";
import ObjectWidget from "decap-cms-widget-object";
import RelationWidget from "decap-cms-widget-relation";
import SelectWidget from "decap-cms-widget-select";
import StringWidget from "decap-cms-widget-string";
import TextWidget from "decap-cms-widget-text";
import type { DecapWidget } from "../shared/decap-types";
import { LazyMarkdownControl, LazyMarkdownPreview } from "./widgets/lazy-markdown";
import { LABELLED_LIST_WIDGET } from "./widgets/labelled-list";

export interface WidgetParts {
  controlComponent: ComponentType<CmsWidgetControlProps>;
  previewComponent?: ComponentType<CmsWidgetPreviewProps>;
}

/**
 * Decap's widgets the generated configuration uses, by the name it uses (registered under that name): the
 * compiler holds this list to DECAP_WIDGETS, and tests/unit/cms/registered-widgets.test.ts holds the
 * configuration to it.
 */
export const EDITOR_WIDGETS: Record<DecapWidget, WidgetParts> = {
  string: StringWidget.Widget(),
  text: TextWidget.Widget(),
  number: NumberWidget.Widget(),
  boolean: BooleanWidget.Widget(),
  select: SelectWidget.Widget(),
  datetime: DatetimeWidget.Widget(),
  image: ImageWidget.Widget(),
  object: ObjectWidget.Widget(),
  // Decap's list, its collapsed items naming a choice as the select does ("Terça-feira", not "terca").
  list: LABELLED_LIST_WIDGET,
  // An entry chosen by name from another collection (a sermon's preacher and series, a church's pastors): it lists that collection's entries.
  relation: RelationWidget.Widget(),
  // A post's text only: it loads when a form first shows it.
  markdown: { controlComponent: LazyMarkdownControl, previewComponent: LazyMarkdownPreview },
};
