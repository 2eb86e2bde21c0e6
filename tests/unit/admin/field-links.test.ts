import { describe, expect, it } from "vitest";
import generated from "../../../src/editor/generated/decap-config.json";
import { firstFieldPath } from "../../../src/editor/app/field-links";
import type { DecapConfig } from "../../../src/editor/shared/decap-types";
import { editorHref, readEditTarget } from "../../../src/lib/edit-links";

const config = generated as unknown as DecapConfig;

describe("a pencil's address opens the first field to type into", () => {
  it("of a section (after its id and its date), of an item inside one, and of an entry (after its number or position)", () => {
    expect(firstFieldPath(config, { entry: "pages/inicio", path: "sections.0", type: "hero" })).toBe("sections.0.eyebrow");
    expect(firstFieldPath(config, { entry: "pages/celulas", path: "sections.1.groups.3", type: "group-list" })).toBe("sections.1.groups.3.name");
    expect(firstFieldPath(config, { entry: "pages/mensagens", path: "sections.0.videos.2", type: "video-list" })).toBe("sections.0.videos.2.video");
    expect(firstFieldPath(config, { entry: "posts/2026-09-x", path: "" })).toBe("title");
    expect(firstFieldPath(config, { entry: "events/vigilia", path: "" })).toBe("title");
    expect(firstFieldPath(config, { entry: "ministries/jovens", path: "" })).toBe("name");
  });

  it("falls back to opening the item when the page changed since the link was made (another kind of section there)", () => {
    expect(firstFieldPath(config, { entry: "pages/inicio", path: "sections.4", type: "no-such-block" })).toBe("sections.4");
    expect(firstFieldPath(config, { entry: "nothing/here", path: "" })).toBe("");
  });

  it("is read back from the editor's address as the site wrote it", () => {
    const href = editorHref("/monte-calvario/admin/", { entry: "pages/celulas", path: "sections.1.groups.3", type: "group-list" });
    expect(href).toBe("/monte-calvario/admin/?campo=sections.1.groups.3&tipo=group-list#/collections/pages/entries/celulas");
    const url = new URL(href, "https://igreja.example");
    expect(readEditTarget(url.search, url.hash)).toEqual({ entry: "pages/celulas", path: "sections.1.groups.3", type: "group-list" });
    expect(readEditTarget("", "#/collections/pages/entries/celulas")).toBeUndefined();
  });
});
