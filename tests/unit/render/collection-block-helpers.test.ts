import { describe, expect, it } from "vitest";
import type { StateCode } from "@/types/generated/content";
import type { ChurchEntry } from "@/types/content-entries";
import { directionsHref, mapQuery } from "@/lib/churches";
import { groupByState } from "@/site/blocks/church-list/group-by-state";
import { contactHref, participationHref } from "@/site/blocks/ministry-grid/ministry-card";
import { ministryPalettes } from "@/site/theme/category-colors";
import { initialsOf } from "@/site/blocks/testimony-list/initials";

const church = (name: string, state: StateCode, extra: Partial<ChurchEntry> = {}): ChurchEntry => ({
  order: 1,
  name,
  slug: name.toLowerCase(),
  address: { street: "Rua A, 1", district: "Centro", city: "Cidade", state, geo: { latitude: -5.1, longitude: -42.8 } },
  ...extra,
});

function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = (hex.match(/\w\w/g) ?? [])
      .map((h) => parseInt(h, 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe("collection block helpers", () => {
  it("takes first and last name initials for the fallback avatar", () => {
    expect(initialsOf("Márcia Regina Souza")).toBe("MS");
    expect(initialsOf("  josé carlos almeida ")).toBe("JA");
    expect(initialsOf("Ângela")).toBe("Â");
  });

  it("groups churches by state in the order their first church appears", () => {
    const groups = groupByState([church("A", "SP"), church("B", "PI"), church("C", "SP"), church("D", "BA")]);
    expect(groups.map((g) => [g.state, g.churches.map((c) => c.name)])).toEqual([
      ["SP", ["A", "C"]],
      ["PI", ["B"]],
      ["BA", ["D"]],
    ]);
  });

  it("leads “Como chegar” to the coordinates, and shows the map the editors' search or the address", () => {
    expect(new URL(directionsHref(church("A", "PI"))).searchParams.get("destination")).toBe("-5.1,-42.8");
    expect(mapQuery(church("A", "PI"))).toBe("Rua A, 1, Centro, Cidade - PI");
    expect(mapQuery(church("A", "PI", { mapsQuery: "Igreja X, Teresina" }))).toBe("Igreja X, Teresina");
  });

  it("builds the ministry buttons' WhatsApp message and contact subject", () => {
    expect(participationHref("Ministério de Jovens", "Oi! Quero servir no {ministerio}, como faço?")).toBe(
      "whatsapp:Oi! Quero servir no Ministério de Jovens, como faço?",
    );
    expect(contactHref("Ministério de Jovens", "/contato")).toBe("/contato?assunto=Minist%C3%A9rio%20de%20Jovens");
    // The form's section id stays last, so the page opens at the form with the subject filled.
    expect(contactHref("Ministério de Jovens", "/contato#mensagem")).toBe("/contato?assunto=Minist%C3%A9rio%20de%20Jovens#mensagem");
  });

  it("keeps every ministry colour band at AA contrast (4.5:1) with its text at both ends", () => {
    for (const [name, palette] of Object.entries(ministryPalettes)) {
      const stops = palette.band.match(/#[0-9a-f]{6}/gi) ?? [];
      expect(stops, name).toHaveLength(2);
      for (const stop of stops) expect(contrast(stop, palette.text), `${name} ${stop}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
