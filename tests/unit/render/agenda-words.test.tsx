// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { EventListBlock as EventListBlockData, ServiceTimesBlock } from "@/types/generated/content";
import type { AgendaEventEntry } from "@/types/content-entries";
import { EventListBlock } from "@/site/blocks/event-list/event-list-block";
import { eventListWords } from "@/site/blocks/event-list/event-list-words";
import { SubscribePanel } from "@/site/blocks/service-times/subscribe-panel";
import { CollectionsProvider } from "@/site/data/collections-context";
import { mainChurch } from "@/lib/churches";
import { FIXTURE_CONTENT, PROJECT_ROOT, fixtureChurches, fixtureSiteJson } from "../../support/fixture-site";
import { SiteProviders } from "../../support/site-providers";

/**
 * The agenda's own words (the event list's and the "Receber Notificações" panel's) are the block's, or the defaults of
 * its schema, read here from the schema file: nothing a visitor reads or hears there is written in src/.
 */
type Defaults = { properties: Record<string, { default?: string; properties?: Record<string, { default?: string }> }> };
const schema = (name: string) => JSON.parse(readFileSync(join(PROJECT_ROOT, "schemas/blocks", `${name}.schema.json`), "utf8")) as Defaults;
const listDefaults = schema("event-list").properties;
const subscribeDefaults = schema("service-times").properties.subscribe?.properties ?? {};
const defaultOf = (properties: Defaults["properties"], key: string) => {
  const value = properties[key]?.default;
  if (!value) throw new Error(`the schema gives "${key}" no default`);
  return value;
};

const site = fixtureSiteJson();
const sede = mainChurch(fixtureChurches());
const slug = "clamor-pelas-nacoes";
const event = { ...(JSON.parse(readFileSync(join(FIXTURE_CONTENT, "events", `${slug}.json`), "utf8")) as AgendaEventEntry), slug };
const list: EventListBlockData = { type: "event-list", heading: "Programação" };

function renderList(block: EventListBlockData, events: AgendaEventEntry[]) {
  render(
    <SiteProviders site={site} sede={sede}>
      <CollectionsProvider collections={{ events }}>
        <EventListBlock block={block} />
      </CollectionsProvider>
    </SiteProviders>,
  );
}

afterEach(cleanup);

describe("the event list's words", () => {
  it("are the block's where it writes them and the schema's defaults where it does not", () => {
    expect(eventListWords(undefined)).toEqual({
      emptyText: defaultOf(listDefaults, "emptyText"),
      endedText: defaultOf(listDefaults, "endedText"),
      participateMessage: defaultOf(listDefaults, "participateMessage"),
    });
    expect(eventListWords({ emptyText: "Nada por ora.", participateMessage: "Eu vou ao {titulo}." })).toEqual({
      emptyText: "Nada por ora.",
      endedText: defaultOf(listDefaults, "endedText"),
      participateMessage: "Eu vou ao {titulo}.",
    });
  });

  it("with no events the list says its empty text; with events, its ended text waits hidden for the visitor's clock", () => {
    renderList(list, []);
    expect(screen.getByText(defaultOf(listDefaults, "emptyText"))).toBeTruthy();
    cleanup();
    renderList({ ...list, emptyText: "Nada por ora." }, []);
    expect(screen.getByText("Nada por ora.")).toBeTruthy();
    cleanup();
    renderList(list, [event]);
    expect(screen.getByText(defaultOf(listDefaults, "endedText")).hidden).toBe(true);
    cleanup();
    renderList({ ...list, endedText: "Acabou, até a próxima programação!" }, [event]);
    expect(screen.getByText("Acabou, até a próxima programação!").hidden).toBe(true);
  });
});

describe("the Receber Notificações panel's words", () => {
  const panel = (subscribe: NonNullable<ServiceTimesBlock["subscribe"]>) =>
    render(
      <SiteProviders site={site} sede={sede}>
        <SubscribePanel subscribe={subscribe} />
      </SiteProviders>,
    );

  it("are the schema's defaults where the block writes none", () => {
    panel({ heading: "Não perca nada", text: "Leve a agenda para o seu celular." });
    const button = screen.getByRole("link", { name: defaultOf(subscribeDefaults, "label") });
    expect(button.getAttribute("href")).toBe("/agenda.ics");
    expect(button.getAttribute("data-toast")).toBe(defaultOf(subscribeDefaults, "savedNotice"));
    expect(screen.getByRole("link", { name: new RegExp(`^${defaultOf(subscribeDefaults, "googleLabel")}`) })).toBeTruthy();
    expect(screen.getByRole("link", { name: defaultOf(subscribeDefaults, "otherAppsLabel") }).getAttribute("href")).toMatch(/^webcal:/);
  });

  it("are the block's where it writes them", () => {
    panel({
      heading: "Não perca nada",
      text: "Leve a agenda para o seu celular.",
      label: "Baixar a agenda",
      savedNotice: "Abra o arquivo para guardar a agenda.",
      googleLabel: "Seguir no Google",
      otherAppsLabel: "Seguir em outro calendário",
    });
    expect(screen.getByRole("link", { name: "Baixar a agenda" }).getAttribute("data-toast")).toBe("Abra o arquivo para guardar a agenda.");
    expect(screen.getByRole("link", { name: /^Seguir no Google/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Seguir em outro calendário" })).toBeTruthy();
  });
});
