// @vitest-environment jsdom
import type { ReactNode } from "react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Site } from "@/types/generated/content";
import type { ChurchEntry } from "@/types/content-entries";
import { ChurchView } from "@/site/app/church/church-view";
import { ChurchListBlock } from "@/site/blocks/church-list/church-list-block";
import { CollectionsProvider } from "@/site/data/collections-context";
import type { ChurchPayload } from "@/site/data/church-page";
import type { NearMeWords } from "@/site/blocks/church-list/near-me-words";
import type { PackedServices } from "@/site/components/next-service-line";
import { fixtureChurches, fixtureSiteJson } from "../../support/fixture-site";
import { SiteProviders } from "../../support/site-providers";
import { churchDescription } from "../../../src/build/page-heads";

/**
 * The church pages, their cards and the next-service line say the church's words (site.json's `words.churches` and
 * `words.churchPage`): nothing a visitor reads there is written in src/. Each word below is one no default has.
 */
const WORDS = {
  churches: {
    nextService: "Próximo encontro",
    liveNow: "Acontecendo agora",
    today: "neste dia",
    tomorrow: "no dia seguinte",
    watchLive: "Ver a transmissão",
    youtubeNewTab: "(abre a transmissão)",
    directions: "Rota até lá",
    timesAndAddress: "Encontros e endereço",
    postalCodeLabel: "Código postal",
    nearMe: "Mais perto de mim",
    nearMeSorted: "Ordenadas pela distância.",
    distance: "{km} km daqui",
    churchOne: "comunidade",
    churchMany: "comunidades",
  },
  churchPage: {
    timesEyebrow: "Semana a semana",
    timesHeading: "Encontros",
    aboutDuration: "Dura uns",
    placeHeading: "Onde estamos",
    contactHeading: "Fale com a gente",
    secretariatLabel: "Atendimento",
    description: "{igreja} ({cidade}/{estado}) se reúne {cultos} em {endereco}",
    descriptionWithoutTimes: "{igreja} ({cidade}/{estado}), em {endereco}: pergunte os horários",
  },
} satisfies Site["words"];

const site: Site = { ...fixtureSiteJson(), words: WORDS };
const churches = fixtureChurches();
const church = churches.find((candidate) => candidate.serviceTimes?.length && candidate.secretariat && candidate.address.postalCode) as ChurchEntry;

const withSite = (children: ReactNode) => render(<SiteProviders site={site}>{children}</SiteProviders>);
afterEach(cleanup);

describe("the churches' words are content", () => {
  it("a church's page says its parts' titles, the way there and the services' length in the church's words", () => {
    if (!church) throw new Error("the fixture has no church with services, a secretariat and a postal code");
    const payload: ChurchPayload = { church, pastors: [], events: [], groups: [], sermons: [], images: {} };
    withSite(<ChurchView payload={payload} />);
    expect(screen.getByRole("heading", { level: 2, name: WORDS.churchPage.timesHeading })).toBeTruthy();
    expect(screen.getByText(WORDS.churchPage.timesEyebrow)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: WORDS.churchPage.placeHeading })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: WORDS.churchPage.contactHeading })).toBeTruthy();
    expect(screen.getAllByText(new RegExp(`^${WORDS.churchPage.aboutDuration} \\d`)).length).toBe(church.serviceTimes?.length);
    expect(screen.getByText(`${WORDS.churchPage.secretariatLabel}:`)).toBeTruthy();
    const addresses = [...document.querySelectorAll("address")].map((address) => address.textContent ?? "");
    expect(addresses.some((text) => text.includes(`${WORDS.churches.postalCodeLabel} ${church.address.postalCode}`))).toBe(true);
    expect(screen.getAllByRole("link", { name: new RegExp(`^${WORDS.churches.directions}`) }).length).toBeGreaterThan(0);
    // The line hands its words to the page script, which has no site.json: what it will say comes from the content.
    const line = document.querySelector<HTMLElement>("[data-next-service]");
    const packed = JSON.parse(line?.dataset.nextService ?? "{}") as PackedServices;
    expect(packed.w.slice(0, 5)).toEqual([
      WORDS.churches.nextService,
      WORDS.churches.liveNow,
      WORDS.churches.today,
      WORDS.churches.tomorrow,
      WORDS.churches.watchLive,
    ]);
    // Its box is measured with those words, so the line moves nothing when the script writes it.
    expect(line?.textContent).toContain(`${WORDS.churches.nextService}: `);
    expect(line?.textContent).not.toContain("Próximo culto");
  });

  it("the church list's cards, its states and Perto de mim say the church's words", () => {
    withSite(
      <CollectionsProvider collections={{ churches }}>
        <ChurchListBlock block={{ type: "church-list", heading: "Nossas igrejas" }} />
      </CollectionsProvider>,
    );
    const button = screen.getByRole("button", { name: WORDS.churches.nearMe });
    const nearMe = JSON.parse(button.dataset.nearMeWords ?? "{}") as NearMeWords;
    expect(nearMe).toMatchObject({ sorted: WORDS.churches.nearMeSorted, distance: WORDS.churches.distance });
    expect(screen.getAllByRole("link", { name: new RegExp(`^${WORDS.churches.timesAndAddress}`) })).toHaveLength(churches.length);
    const counts = [...document.querySelectorAll("[data-near-me-group] > p")].map((label) => label.textContent ?? "");
    expect(counts.length).toBeGreaterThan(0);
    for (const count of counts) expect(count).toMatch(new RegExp(`· \\d+ (${WORDS.churches.churchOne}|${WORDS.churches.churchMany})$`));
    const card = screen.getAllByRole("article")[0] as HTMLElement;
    expect(within(card).queryByText(/Horários e endereço|Como chegar/)).toBeNull();
  });

  it("a church page's description for search engines and shares is written in the church's words", () => {
    if (!church) throw new Error("the fixture has no church with services, a secretariat and a postal code");
    const { address } = church;
    const place = `${church.name} (${address.city}/${address.state})`;
    const described = churchDescription(church, site);
    expect(described.startsWith(`${place} se reúne `)).toBe(true);
    expect(described.endsWith(` em ${address.street} – ${address.district}`)).toBe(true);
    expect(churchDescription({ ...church, serviceTimes: [] }, site)).toBe(`${place}, em ${address.street} – ${address.district}: pergunte os horários`);
  });
});
