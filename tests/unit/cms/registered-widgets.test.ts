import { describe, expect, it } from "vitest";
import { PHOTO_COMPONENT } from "../../../src/editor/app/widgets/photo-component";
import { DECAP_WIDGETS, HIDDEN_WIDGET, PUBLISH_AT_WIDGET, SITE_LINK_WIDGET } from "../../../src/editor/shared/decap-types";
import { readCommittedConfig } from "./walk";

/** Every widget a configuration names, wherever the field is (objects, lists, a list's types). */
function widgetsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) widgetsIn(item, found);
  else if (value !== null && typeof value === "object") {
    const { widget } = value as { widget?: unknown };
    if (typeof widget === "string") found.add(widget);
    for (const child of Object.values(value)) widgetsIn(child, found);
  }
  return found;
}

/**
 * The editor registers Decap's widgets one by one (src/editor/app/editor-widgets.ts, typed to DECAP_WIDGETS): a
 * field naming another would show Decap's "no control for widget" instead of a form.
 */
describe("the widgets the editor registers", () => {
  it("are every widget the generated configuration and the post's photo button name", async () => {
    const named = widgetsIn(await readCommittedConfig());
    // A field of an editor component without a widget is Decap's string.
    for (const field of PHOTO_COMPONENT.fields) named.add((field as { widget?: string }).widget ?? "string");
    const registered = new Set<string>([...DECAP_WIDGETS, HIDDEN_WIDGET, SITE_LINK_WIDGET, PUBLISH_AT_WIDGET]);
    expect([...named].filter((widget) => !registered.has(widget)).sort()).toEqual([]);
  });

  it("and none the configuration does not use, which would only weigh on the editor", async () => {
    const named = widgetsIn(await readCommittedConfig());
    expect(DECAP_WIDGETS.filter((widget) => !named.has(widget))).toEqual([]);
  });
});
