import { describe, expect, it } from "vitest";
import { svgDataUri } from "@/lib/svg-data-uri";

describe("an SVG drawing as a data: URI", () => {
  it("keeps a drawing that holds both kinds of quote, as drawing programs export them", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text style="font-family:'DejaVu Sans'">#1 & 2%</text></svg>`;
    const uri = svgDataUri(svg);
    expect(uri).not.toMatch(/["<>#]/);
    expect(decodeURIComponent(uri.slice("data:image/svg+xml,".length))).toBe(svg);
  });
});
