import { describe, expect, it } from "vitest";
import { eventPlace } from "@/site/data/structured-data/collection-entities";

describe("an event's place, as search engines read it", () => {
  it("outside the church, keeps the address as written and gives its city and state apart", () => {
    expect(eventPlace({ location: "Chácara Boa Semente, Estrada do Limoeiro, km 4 – Tamarana (PR)" }, []).address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Chácara Boa Semente, Estrada do Limoeiro, km 4 – Tamarana (PR)",
      addressLocality: "Tamarana",
      addressRegion: "PR",
      addressCountry: "BR",
    });
    expect(eventPlace({ location: "Parque da Cidade, Rua das Flores, 10, Campinas - SP" }, []).address).toMatchObject({
      addressLocality: "Campinas",
      addressRegion: "SP",
    });
  });

  it("says nothing it cannot read: no city when the text ends with none, or with a code that is no state", () => {
    expect(eventPlace({ location: "Chácara Boa Semente" }, []).address).not.toHaveProperty("addressLocality");
    expect(eventPlace({ location: "Ginásio municipal – Centro (XY)" }, []).address).not.toHaveProperty("addressRegion");
  });
});
