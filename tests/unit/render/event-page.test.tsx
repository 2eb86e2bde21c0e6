// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Site } from "@/types/generated/content";
import type { AgendaEventEntry } from "@/types/content-entries";
import { EventView } from "@/site/app/event/event-view";
import { EventCard } from "@/site/blocks/event-list/event-card";
import { eventDays, participateMessage } from "@/site/blocks/event-list/event-text";
import { eventChurch } from "@/site/data/site-selectors";
import { mainChurch } from "@/lib/churches";
import { FIXTURE_CONTENT, PROJECT_ROOT, fixtureChurches, fixtureSiteJson } from "../../support/fixture-site";
import { SiteProviders } from "../../support/site-providers";

/**
 * An event's card on the agenda and its own page say the church's words (site.json's `words.eventPage`): nothing a
 * visitor reads there is written in src/. Each word below is one no default has.
 */
const WORDS = {
  eventPage: {
    moreInfo: "Saiba mais",
    participate: "Quero ir",
    ended: "Já foi",
    endedNote: "Esse encontro já passou. Até a próxima!",
    dateLabel: "Quando",
    timeLabel: "Que horas",
    placeLabel: "Onde",
    directions: "Rota até lá",
    addToGoogle: "Salvar no Google",
    downloadIcs: "Salvar no calendário",
    icsSaved: "Abra o arquivo para guardar {titulo}.",
    backToAgenda: "Voltar à",
    participateAbout: "para ir a",
    moreInfoAbout: "a respeito de",
  },
} satisfies Site["words"];

const site: Site = { ...fixtureSiteJson(), words: WORDS };
const churches = fixtureChurches();
const sede = mainChurch(churches);
const slug = "clamor-pelas-nacoes";
const event = { ...(JSON.parse(readFileSync(join(FIXTURE_CONTENT, "events", `${slug}.json`), "utf8")) as AgendaEventEntry), slug };
const church = eventChurch(event, churches, sede);
/** The WhatsApp message the event-list block's schema gives when the agenda writes none, read from the schema itself. */
const DEFAULT_MESSAGE = (
  JSON.parse(readFileSync(join(PROJECT_ROOT, "schemas/blocks/event-list.schema.json"), "utf8")) as {
    properties: { participateMessage: { default: string } };
  }
).properties.participateMessage.default;
/** The text a wa.me link carries. */
const whatsappText = (link: HTMLElement) => new URL(link.getAttribute("href") ?? "").searchParams.get("text");

afterEach(cleanup);

describe("an event's page and card", () => {
  it("the page holds the whole event in the church's words, its place's church, and the way back to the agenda", () => {
    if (!church) throw new Error("the fixture's event is at none of its churches");
    render(
      <SiteProviders site={site} sede={sede}>
        <EventView payload={{ event, church, agenda: { title: "Programação", route: "/programacao" } }} />
      </SiteProviders>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(event.title);
    expect(screen.getByRole("link", { name: "Voltar à Programação" }).getAttribute("href")).toBe("/programacao");
    expect(screen.getByText(event.description)).toBeTruthy();
    for (const label of [WORDS.eventPage.dateLabel, WORDS.eventPage.timeLabel, WORDS.eventPage.placeLabel]) expect(screen.getByText(label).tagName).toBe("DT");
    expect(screen.getByRole("link", { name: new RegExp(`^${WORDS.eventPage.participate}`) }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\//);
    expect(screen.getByRole("link", { name: new RegExp(`^${WORDS.eventPage.directions}`) }).getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\//,
    );
    expect(screen.getByRole("link", { name: church.name }).getAttribute("href")).toBe(`/nossas-igrejas/${church.slug}`);
    const google = new URL(screen.getByRole("link", { name: new RegExp(`^${WORDS.eventPage.addToGoogle}`) }).getAttribute("href") ?? "");
    expect(google.searchParams.get("details")).toBe(`${site.url}/agenda/${slug}`);
    const ics = screen.getByRole("link", { name: new RegExp(`^${WORDS.eventPage.downloadIcs}`) });
    expect(ics.getAttribute("href")).toBe(`/agenda/${slug}.ics`);
    expect(ics.getAttribute("data-toast")).toBe(`Abra o arquivo para guardar ${event.title}.`);
    // What only an ended event shows waits, hidden, for the visitor's clock (src/site/browser/ended-events.ts).
    expect(screen.getByText(WORDS.eventPage.ended).hidden).toBe(true);
    expect(screen.getByText(WORDS.eventPage.endedNote).hidden).toBe(true);
  });

  it("the card keeps what a visitor scans, and its Mais Informações is a plain link to the event's page", () => {
    render(
      <SiteProviders site={site} sede={sede}>
        <EventCard event={event} messageTemplate="Vou ao {titulo}!" />
      </SiteProviders>,
    );
    const card = screen.getByRole("article");
    expect(card.id).toBe(`evento-${slug}`);
    // jsdom's accessible names drop the space that opens the hidden words (Chromium keeps it: agenda.spec.ts).
    const more = within(card).getByRole("link", {
      name: `${WORDS.eventPage.moreInfo}${WORDS.eventPage.moreInfoAbout} ${event.title}, ${eventDays(event)}`,
    });
    expect(more.getAttribute("href")).toBe(`/agenda/${slug}`);
    expect(within(card).queryByRole("button")).toBeNull();
    expect(within(card).queryByText(event.description)).toBeNull();
    // Followed by the words for WhatsApp's new tab (SmartLink).
    const participate = within(card).getByRole("link", {
      name: (name) => name.startsWith(`${WORDS.eventPage.participate}${WORDS.eventPage.participateAbout} ${event.title}, ${eventDays(event)}`),
    });
    expect(whatsappText(participate)).toBe(`Vou ao ${event.title}!`);
  });

  it("the page's WhatsApp message is the agenda's, or the event list's default when the agenda writes none or there is no agenda", () => {
    const message = (agenda?: { title: string; route: string; participateMessage?: string }) => {
      render(
        <SiteProviders site={site} sede={sede}>
          <EventView payload={{ event, ...(agenda ? { agenda } : {}) }} />
        </SiteProviders>,
      );
      const text = whatsappText(screen.getByRole("link", { name: new RegExp(`^${WORDS.eventPage.participate}`) }));
      cleanup();
      return text;
    };
    expect(message({ title: "Programação", route: "/programacao", participateMessage: "Quero ir ao {titulo}." })).toBe(`Quero ir ao ${event.title}.`);
    expect(message({ title: "Programação", route: "/programacao" })).toBe(participateMessage(event, DEFAULT_MESSAGE));
    expect(message()).toBe(participateMessage(event, DEFAULT_MESSAGE));
    expect(DEFAULT_MESSAGE).toContain("{titulo}");
  });
});
