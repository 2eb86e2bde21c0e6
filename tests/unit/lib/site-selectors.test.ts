import { describe, expect, it } from "vitest";
import type { Site } from "@/types/generated/content";
import { compactServiceTimes, fullAddress, placeChurch, secretariatHours } from "@/site/data/site-selectors";
import { formServiceHosts } from "@/lib/text-placeholders";
import type { Church } from "@/types/generated/content";
import { fixtureSiteJson } from "../../support/fixture-site";

const site = fixtureSiteJson();

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

  it("gives the sede site.json's address, and leaves every other church its own", () => {
    const sede: Church = { order: 1, name: "Sede", headquarters: true, note: "Sede" };
    const moved = { ...site, address: { ...site.address, street: "Avenida Nova, 10", district: "Tatuapé", postalCode: "03300-000" } };
    expect(placeChurch(sede, moved)).toMatchObject({
      address: "Avenida Nova, 10 – Tatuapé",
      city: "São Paulo",
      state: "SP",
      postalCode: "03300-000",
      mapsQuery: "Avenida Nova, 10, Tatuapé, São Paulo - SP, 03300-000",
    });
    const branch: Church = { order: 2, name: "Teresina", address: "Rua A, 1 – Centro", city: "Teresina", state: "PI" };
    expect(placeChurch(branch, moved)).toEqual(branch);
  });

  it("names the form services site.json sends to, once each", () => {
    expect(formServiceHosts(site)).toEqual([]);
    const both = { ...site, contact: { ...site.contact, formEndpoint: "https://formspree.io/f/a", newsletterEndpoint: "https://formspree.io/f/b" } };
    expect(formServiceHosts(both)).toEqual(["formspree.io"]);
  });
});
