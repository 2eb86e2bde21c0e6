import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectIconNames, ICON_FILES, iconNodesFor } from "../../../src/build/payloads/content-icons";

const iconSchema = JSON.parse(readFileSync(join(import.meta.dirname, "../../../schemas/common/icon.schema.json"), "utf8")) as { enum: string[] };

describe("content icons travel as data", () => {
  it("has a drawing for every icon name the schema offers", async () => {
    expect(Object.keys(ICON_FILES).sort()).toEqual([...iconSchema.enum].sort());
    const nodes = await iconNodesFor(Object.keys(ICON_FILES) as (keyof typeof ICON_FILES)[]);
    for (const name of iconSchema.enum) {
      const node = nodes[name as keyof typeof ICON_FILES];
      expect(node?.length, name).toBeGreaterThan(0);
      expect(
        node?.every(([tag]) => ["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"].includes(tag)),
        name,
      ).toBe(true);
    }
  });

  it("finds the icons a page names at any depth, and only under icon", () => {
    const page = {
      sections: [
        { type: "hero", stats: [{ icon: "chama" }, { icon: "casa" }] },
        { type: "cta", icon: "pomba", title: "coracao" },
      ],
    };
    expect([...collectIconNames(page)].sort()).toEqual(["casa", "chama", "pomba"]);
  });
});
