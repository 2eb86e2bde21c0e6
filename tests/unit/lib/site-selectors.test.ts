import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Site } from "@/types/generated/content";
import { compactServiceTimes, fullAddress, secretariatHours } from "@/content/site-selectors";

const site = JSON.parse(readFileSync(join(import.meta.dirname, "../../../site-content/site.json"), "utf8")) as Site;

describe("site facts as the header strip and footer show them", () => {
  it("groups services that share a time", () => {
    expect(compactServiceTimes(site)).toBe("Qua e Sex 19h30 · Dom 18h30");
    const sundayOnly = { ...site, serviceTimes: [{ day: "domingo", time: "10:00", name: "Culto" }] } as Site;
    expect(compactServiceTimes(sundayOnly)).toBe("Dom 10h");
  });

  it("writes the secretariat hours as a span of days", () => {
    expect(secretariatHours(site)).toBe("Segunda a sexta, 9h–17h");
  });

  it("writes the full address with the CEP", () => {
    expect(fullAddress(site)).toBe("Rua das Oliveiras, 320 – Vila Formosa, São Paulo – SP, 03363-000");
  });
});
