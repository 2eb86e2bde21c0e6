// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { embedAttributes, embedFrame } from "@/lib/embed-frame";
import { YOUTUBE_PLAYER_ALLOW, youtubeEmbedSrc } from "@/lib/youtube";

/** A facade's box as the page carries it: its attributes only, no frame. */
function box(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement("div");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe("a facade's frame (src/lib/embed-frame.ts)", () => {
  it("is made from the box's attributes only when asked for, with its title and permissions", () => {
    const src = youtubeEmbedSrc("dQw4w9WgXcQ");
    const attributes = embedAttributes({ src, title: "Vídeo do YouTube: Culto", allow: YOUTUBE_PLAYER_ALLOW });
    const element = box(attributes);
    expect(element.querySelector("iframe")).toBeNull();
    const frame = embedFrame(element);
    expect(frame?.getAttribute("src")).toBe(src);
    expect(frame?.title).toBe("Vídeo do YouTube: Culto");
    expect(frame?.getAttribute("allow")).toBe(YOUTUBE_PLAYER_ALLOW);
  });

  it("lets a map go full screen, asking for nothing else, and makes nothing without an address", () => {
    const frame = embedFrame(box(embedAttributes({ src: "https://maps.google.com/maps?q=Rua&output=embed", title: "Mapa do Google: Sede" })));
    expect(frame?.getAttribute("allow")).toBe("fullscreen");
    expect(embedFrame(box({ "data-embed": "" }))).toBeUndefined();
  });
});
