import { describe, expect, it } from "vitest";
import { compactServiceTimes, eventAddress, eventChurch, fullAddress, mapsAddress, secretariatHours } from "@/site/data/site-selectors";
import { formServiceHosts } from "@/lib/text-placeholders";
import { fixtureChurches, fixtureSede, fixtureSiteJson } from "../../support/fixture-site";

const site = fixtureSiteJson();
const sede = fixtureSede();

describe("a church's facts as the header strip, the footer and its page show them", () => {
  it("groups services that share a time", () => {
    expect(compactServiceTimes(sede.serviceTimes ?? [])).toBe("Qua e Sex 19h30 · Dom 18h30");
    expect(compactServiceTimes([{ day: "domingo", time: "10:00", name: "Culto" }])).toBe("Dom 10h");
  });

  it("writes the secretariat hours as a span of days in a row, and as a list otherwise", () => {
    expect(secretariatHours({ days: ["segunda", "terca", "quarta", "quinta", "sexta"], opens: "09:00", closes: "17:00" })).toBe("Segunda a sexta, 9h–17h");
    expect(secretariatHours({ days: ["quinta", "terca"], opens: "14:00", closes: "18:00" })).toBe("Terça e quinta, 14h–18h");
    expect(secretariatHours({ days: ["segunda", "quarta", "sexta"], opens: "08:30", closes: "12:00" })).toBe("Segunda, quarta e sexta, 8h30–12h");
    expect(secretariatHours({ days: ["sabado"], opens: "09:00", closes: "12:00" })).toBe("Sábado, 9h–12h");
  });

  it("writes the full address with the CEP, and without it when the church has none", () => {
    expect(fullAddress(sede.address)).toBe("Rua das Oliveiras, 320 – Vila Formosa, São Paulo – SP, 03363-000");
    const { postalCode: _postalCode, ...withoutCep } = sede.address;
    expect(fullAddress(withoutCep)).toBe("Rua das Oliveiras, 320 – Vila Formosa, São Paulo – SP");
  });

  it("places an event at the church it names, at the sede when its words say so, and nowhere else", () => {
    const churches = fixtureChurches();
    const branch = churches.find((church) => !church.headquarters);
    if (!branch) throw new Error("the fixture has one church only");
    expect(eventChurch({ location: "Salão", church: branch.slug }, churches, sede)).toBe(branch);
    expect(eventChurch({ location: `Templo sede – ${sede.address.district}` }, churches, sede)).toBe(sede);
    expect(eventChurch({ location: "Chácara Boa Semente – Tamarana (PR)" }, churches, sede)).toBeUndefined();
    expect(eventAddress("Salão", branch)).toBe(`Salão, ${mapsAddress(branch.address)}`);
    expect(eventAddress(`Salão – ${branch.address.street}`, branch)).toBe(`Salão – ${branch.address.street}`);
    expect(eventAddress("Chácara Boa Semente – Tamarana (PR)", undefined)).toBe("Chácara Boa Semente – Tamarana (PR)");
  });

  it("names the form services site.json sends to, once each", () => {
    expect(formServiceHosts(site)).toEqual([]);
    const both = { ...site, contact: { ...site.contact, formEndpoint: "https://formspree.io/f/a", newsletterEndpoint: "https://formspree.io/f/b" } };
    expect(formServiceHosts(both)).toEqual(["formspree.io"]);
  });
});
