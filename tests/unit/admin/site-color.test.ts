import { describe, expect, it } from "vitest";
import { swatchColor } from "@/editor/app/widgets/site-color";

describe("the colour field's swatch", () => {
  it("shows a code the check accepts, in its long or short form", () => {
    expect(swatchColor("#14213D")).toBe("#14213d");
    expect(swatchColor("#FA0")).toBe("#ffaa00");
  });

  it("shows black while the code is being typed", () => {
    expect(swatchColor("#14")).toBe("#000000");
    expect(swatchColor("")).toBe("#000000");
  });
});
