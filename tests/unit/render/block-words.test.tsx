// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type {
  GivingBlock as GivingBlockData,
  GroupListBlock as GroupListBlockData,
  MapBlock as MapBlockData,
  Ministry,
  MinistryGridBlock as MinistryGridBlockData,
  Page,
  ProseBlock as ProseBlockData,
} from "@/types/generated/content";
import { GivingBlock } from "@/site/blocks/giving/giving-block";
import { ProseBlock } from "@/site/blocks/prose/prose-block";
import { SermonArchive, sermonArchiveWords } from "@/site/blocks/sermon-list/sermon-archive";
import { VideoCard } from "@/site/blocks/video-list/video-card";
import type { SermonSummary } from "@/site/data/sermons";
import { siteWords } from "@/site/data/site-words";
import { GroupListBlock } from "@/site/blocks/group-list/group-list-block";
import { MapBlock } from "@/site/blocks/map/map-block";
import { groupListWords } from "@/site/blocks/group-list/group-list-words";
import { joinMessage } from "@/site/blocks/group-list/group-text";
import { MinistryGridBlock } from "@/site/blocks/ministry-grid/ministry-grid-block";
import { ministryGridWords } from "@/site/blocks/ministry-grid/ministry-grid-words";
import { CollectionsProvider } from "@/site/data/collections-context";
import { IconNodesProvider } from "@/site/data/icon-nodes";
import { iconNodesFor } from "@/build/payloads/content-icons";
import { mainChurch } from "@/lib/churches";
import { FIXTURE_CONTENT, PROJECT_ROOT, fixtureChurches, fixtureSiteJson } from "../../support/fixture-site";
import { SiteProviders } from "../../support/site-providers";

/**
 * A block's words (its buttons, what screen readers hear, its WhatsApp message) are its own fields, or the defaults
 * of its schema, read here from the schema file: a church that writes its own sees them in the page, and one that
 * writes none sees the defaults, never a word written in src/.
 */
type SchemaNode = { default?: unknown; properties?: Record<string, SchemaNode> };
const schemaOf = (name: string) => JSON.parse(readFileSync(join(PROJECT_ROOT, "schemas/blocks", `${name}.schema.json`), "utf8")) as SchemaNode;
const defaultsOf = (name: string) => {
  const { properties = {} } = schemaOf(name);
  return (key: string): string => {
    const value = properties[key]?.default;
    if (typeof value !== "string") throw new Error(`${name}: the schema gives "${key}" no default`);
    return value;
  };
};

const site = fixtureSiteJson();
const sede = mainChurch(fixtureChurches());
const readJson = <T,>(...path: string[]) => JSON.parse(readFileSync(join(FIXTURE_CONTENT, ...path), "utf8")) as T;

afterEach(cleanup);

/** The link whose text, the hidden part included, starts so (jsdom's accessible name drops the hidden part's leading space). */
const linkSaying = (text: string) => {
  const found = screen.getAllByRole("link").filter((link) => link.textContent?.startsWith(text));
  expect(found, `a link saying "${text}…"`).toHaveLength(1);
  return found[0] as HTMLElement;
};

describe("the ministry cards' words", () => {
  const word = defaultsOf("ministry-grid");
  const ministry = readJson<Ministry>("ministries", "criancas.json");
  const grid: MinistryGridBlockData = { type: "ministry-grid", heading: "Ministérios" };
  const icons = iconNodesFor([ministry.icon]);
  const renderGrid = async (block: MinistryGridBlockData) =>
    render(
      <SiteProviders site={site} sede={sede}>
        <IconNodesProvider icons={await icons}>
          <CollectionsProvider collections={{ ministries: [ministry] }}>
            <MinistryGridBlock block={block} />
          </CollectionsProvider>
        </IconNodesProvider>
      </SiteProviders>,
    );
  const whatsappText = (link: HTMLElement) => new URL(link.getAttribute("href") ?? "").searchParams.get("text");

  it("are the schema's defaults where the block writes none", async () => {
    const contact = schemaOf("ministry-grid").properties?.contact?.default as { label: string; href: string };
    expect(ministryGridWords(undefined).contact).toEqual(contact);
    await renderGrid(grid);
    const participate = linkSaying(`${word("participate")} ${word("participateAbout")} ${ministry.name}`);
    expect(whatsappText(participate)).toBe(word("participateMessage").replace("{ministerio}", ministry.name));
    expect(linkSaying(`${contact.label} ${word("contactAbout")} ${ministry.name}`).getAttribute("href")).toBe(
      `${contact.href}?assunto=${encodeURIComponent(ministry.name)}`,
    );
    expect(screen.getByText(word("ageLabel")).tagName).toBe("DT");
    expect(screen.getByText(word("whenLabel")).tagName).toBe("DT");
  });

  it("are the block's where it writes them: the buttons, what screen readers hear, the WhatsApp message", async () => {
    await renderGrid({
      ...grid,
      contact: { label: "Escreva para nós", href: "/fale#form" },
      participate: "Quero servir",
      participateAbout: "no",
      contactAbout: "a respeito do",
      participateMessage: "Oi! Posso ajudar no {ministerio}?",
      ageLabel: "Para quem",
      whenLabel: "Horário",
    });
    const participate = linkSaying(`Quero servir no ${ministry.name}`);
    expect(whatsappText(participate)).toBe(`Oi! Posso ajudar no ${ministry.name}?`);
    const contact = linkSaying(`Escreva para nós a respeito do ${ministry.name}`);
    expect(contact.getAttribute("href")).toBe(`/fale?assunto=${encodeURIComponent(ministry.name)}#form`);
    expect(screen.getByText("Para quem").tagName).toBe("DT");
    expect(screen.getByText("Horário").tagName).toBe("DT");
    expect(screen.queryByText(word("ageLabel"))).toBeNull();
  });
});

describe("the células list's words", () => {
  const word = defaultsOf("group-list");
  const page = readJson<Page>("pages", "celulas.json");
  const fixture = page.sections.find((section): section is GroupListBlockData => section.type === "group-list");
  if (!fixture) throw new Error("the fixture's células page has no group-list");
  // The fixture's own words taken out, so the defaults show; one group for the tests below.
  const group = { ...fixture.groups[0]!, audience: "jovens" as const };
  const list: GroupListBlockData = { type: "group-list", heading: fixture.heading, groups: [group] };
  const renderList = (block: GroupListBlockData) =>
    render(
      <SiteProviders site={site} sede={sede}>
        <GroupListBlock block={block} />
      </SiteProviders>,
    );
  const whatsappText = (link: HTMLElement) => {
    const href = link.getAttribute("href") ?? "";
    return href.startsWith("whatsapp:") ? href.slice("whatsapp:".length) : new URL(href).searchParams.get("text");
  };

  it("are the schema's defaults where the block writes none", () => {
    const defaults = groupListWords(undefined);
    expect(defaults.participate).toBe(word("participate"));
    renderList(list);
    expect(whatsappText(linkSaying(`${word("participate")} ${word("participateAbout")} ${group.name}`))).toBe(joinMessage(group, word("participateMessage")));
    expect(screen.getByText(defaults.audiences.youth)).toBeTruthy();
    expect(screen.getByRole("group", { name: defaults.filter.label })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: defaults.filter.day })).toBeTruthy();
    expect(screen.getByRole("option", { name: defaults.filter.allRegions })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(word("countOne"));
    for (const label of [word("whenLabel"), word("whereLabel"), word("leadersLabel")]) expect(screen.getByText(label).tagName).toBe("DT");
  });

  it("are the block's where it writes them: the card, the filter, the count and the sentence when none matches", () => {
    renderList({
      ...list,
      groups: [group, { ...group, name: "Casa de Oração", audience: undefined }],
      participate: "Quero ir",
      participateAbout: "ao grupo",
      participateMessage: "Oi! Posso visitar o grupo {celula}?",
      whenLabel: "Dia e hora",
      whereLabel: "Bairro",
      leadersLabel: "Quem cuida",
      audiences: { youth: "Juventude", everyone: "Aberta a todos" },
      filter: {
        label: "Escolher grupos",
        day: "Qual dia",
        allDays: "Qualquer dia",
        region: "Qual região",
        allRegions: "Qualquer região",
        noMatch: "Nada aqui.",
      },
      countOne: "um grupo",
      countMany: "{n} grupos",
    });
    expect(whatsappText(linkSaying(`Quero ir ao grupo ${group.name}`))).toBe(`Oi! Posso visitar o grupo ${group.name}?`);
    expect(screen.getByText("Juventude")).toBeTruthy();
    expect(screen.getByText("Aberta a todos")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Escolher grupos" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Qual dia" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Qual região" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Qualquer dia" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Qualquer região" })).toBeTruthy();
    const count = screen.getByRole("status");
    expect([count.textContent, count.dataset.countOne, count.dataset.countMany]).toEqual(["2 grupos", "um grupo", "{n} grupos"]);
    expect(screen.getByText("Nada aqui.").hidden).toBe(true);
    for (const label of ["Dia e hora", "Bairro", "Quem cuida"]) expect(screen.getAllByText(label)[0]?.tagName).toBe("DT");
  });

  it("does not say the word before the name twice in the WhatsApp message", () => {
    const template = "Olá! Quero participar da célula {celula}.";
    expect(joinMessage({ name: "Luz do Carrão" }, template)).toBe("Olá! Quero participar da célula Luz do Carrão.");
    expect(joinMessage({ name: "Célula Vila Nova" }, template)).toBe("Olá! Quero participar da Célula Vila Nova.");
    expect(joinMessage({ name: "Celula Centro" }, template)).toBe("Olá! Quero participar da Celula Centro.");
    expect(joinMessage({ name: "Celulares Unidos" }, template)).toBe("Olá! Quero participar da célula Celulares Unidos.");
    expect(joinMessage({ name: "Grupo Esperança" }, "Oi, {celula}!")).toBe("Oi, Grupo Esperança!");
  });
});

describe("the map block's words", () => {
  const word = defaultsOf("map");
  const map: MapBlockData = { type: "map", heading: "Venha nos visitar", image: { src: "/images/mapa.jpg", alt: "Desenho de um mapa" } };
  const renderMap = (block: MapBlockData, words = site.words) =>
    render(
      <SiteProviders site={{ ...site, words }} sede={sede}>
        <MapBlock block={block} />
      </SiteProviders>,
    );

  it("are the schema's defaults where the block writes none", () => {
    renderMap(map);
    expect(screen.getByRole("heading", { level: 3, name: word("addressLabel") })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: word("servicesLabel") })).toBeTruthy();
  });

  it("are the block's where it writes them, and the address and directions speak in site.json's words for churches", () => {
    if (!sede?.address.postalCode) throw new Error("the fixture's sede has no postal code");
    renderMap(
      { ...map, addressLabel: "Onde estamos", servicesLabel: "Horários" },
      { churches: { postalCodeLabel: "Código postal", directions: "Ir até lá", mapsNewTab: "(nova aba)" } },
    );
    expect(screen.getByRole("heading", { level: 3, name: "Onde estamos" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Horários" })).toBeTruthy();
    expect(screen.getByText(`Código postal ${sede.address.postalCode}`, { exact: false })).toBeTruthy();
    expect(linkSaying("Ir até lá (nova aba)").getAttribute("target")).toBe("_blank");
  });

  it("the map's facade speaks in site.json's words.mapFacade, also on a church's page", () => {
    renderMap(map, {
      mapFacade: {
        loadMap: "Abrir o mapa",
        privacyNotice: "O Google vê quem abre.",
        learnMore: "Leia",
        learnMoreAbout: "a política",
        mapTitle: "Mapa de {lugar}",
      },
    });
    expect(screen.getByRole("button", { name: "Abrir o mapa" })).toBeTruthy();
    expect(screen.getByText("O Google vê quem abre.", { exact: false })).toBeTruthy();
    expect(linkSaying("Leia a política")).toBeTruthy();
    expect(document.querySelector("[data-embed-title]")?.getAttribute("data-embed-title")).toMatch(/^Mapa de /);
  });
});

describe("the giving block's words", () => {
  const word = defaultsOf("giving");
  const page = readJson<Page>("pages", "contribua.json");
  const fixture = page.sections.find((section): section is GivingBlockData => section.type === "giving");
  if (!fixture) throw new Error("the fixture's giving page has no giving block");
  const bank = { bank: "Banco do Povo", agency: "0001", account: "12345-6", holder: fixture.pix.beneficiary };
  const renderGiving = (block: GivingBlockData) =>
    render(
      <SiteProviders site={site} sede={sede}>
        <GivingBlock block={block} />
      </SiteProviders>,
    );
  const term = (text: string) => screen.getAllByRole("term").find((dt) => dt.textContent === text);

  it("are the schema's defaults where the block writes none", () => {
    renderGiving({ ...fixture, bank });
    const copyCode = screen.getByRole("button", { name: word("copyCode") });
    expect(copyCode.dataset.copyDone).toBe(word("codeCopied"));
    expect(screen.getByRole("button", { name: word("copyKey") }).dataset.copyDone).toBe(word("keyCopied"));
    expect(screen.getByRole("heading", { level: 3, name: word("bankHeading") })).toBeTruthy();
    expect(screen.getByLabelText(word("codeLabel")).tagName).toBe("TEXTAREA");
  });

  it("are the block's where it writes them: the PIX's titles, the copy buttons and their notices, the account's titles", () => {
    renderGiving({
      ...fixture,
      bank,
      pixKeyLabel: "Nossa chave",
      keyTypes: { email: "endereço eletrônico" },
      beneficiaryLabel: "Quem recebe",
      codeLabel: "Código para colar",
      copyCode: "Copiar o código",
      copyKey: "Copiar a chave",
      codeCopied: "Código na área de transferência.",
      keyCopied: "Chave na área de transferência.",
      bankHeading: "Depósito",
      bankLabel: "Instituição",
      agencyLabel: "Ag.",
      accountLabel: "C/C",
      holderLabel: "Em nome de",
    });
    expect(term("Nossa chave (endereço eletrônico)")).toBeTruthy();
    for (const label of ["Quem recebe", "Instituição", "Ag.", "C/C", "Em nome de"]) expect(term(label), label).toBeTruthy();
    expect(term(word("beneficiaryLabel"))).toBeUndefined();
    expect(screen.getByLabelText("Código para colar").tagName).toBe("TEXTAREA");
    expect(screen.getByRole("button", { name: "Copiar o código" }).dataset.copyDone).toBe("Código na área de transferência.");
    expect(screen.getByRole("button", { name: "Copiar a chave" }).dataset.copyDone).toBe("Chave na área de transferência.");
    expect(screen.getByRole("heading", { level: 3, name: "Depósito" })).toBeTruthy();
  });
});

describe("the prose block's words", () => {
  it("are the block's where it writes them: before the date of update and the index's title", () => {
    const block: ProseBlockData = {
      type: "prose",
      toc: true,
      updated: "março de 2026",
      updatedLabel: "Revisto em",
      tocLabel: "Neste texto",
      content: [
        { kind: "subtitulo", text: "Primeira parte" },
        { kind: "paragrafo", text: "Um parágrafo." },
        { kind: "subtitulo", text: "Segunda parte" },
        { kind: "paragrafo", text: "Outro parágrafo." },
      ],
    };
    render(
      <SiteProviders site={site} sede={sede}>
        <ProseBlock block={block} />
      </SiteProviders>,
    );
    expect(screen.getByRole("navigation", { name: "Neste texto" })).toBeTruthy();
    expect(screen.getByText("março de 2026").parentElement?.textContent).toBe("Revisto em março de 2026");
  });
});

describe("the sermons' words (site.json's words.sermons), which the archive's island gets in its props", () => {
  const sermon: SermonSummary = {
    slug: "a-rocha",
    route: "/mensagens/a-rocha",
    title: "A rocha",
    date: "2026-03-01",
    summary: "Sobre a casa na rocha.",
    passages: ["Mateus 7:24-27"],
    preacher: { slug: "ana-souza", name: "Ana Souza", role: "Pastora", route: "/mensagens/pregador/ana-souza" },
    series: { slug: "fundamentos", name: "Fundamentos", route: "/mensagens/serie/fundamentos" },
    part: 2,
    image: { src: "/images/mapa.jpg", alt: "Uma casa" },
    video: true,
    audio: true,
  };
  it("the cards and the count say the church's words", () => {
    const words = siteWords({
      words: {
        sermons: { partLabel: "mensagem", hasVideo: "Com vídeo", hasAudio: "Com áudio", seeSermon: "Abrir", shown: "{n} de {total} pregações" },
      },
    }).sermons;
    render(<SermonArchive list="todas" first={[sermon]} total={13} pageCount={2} images={{}} words={sermonArchiveWords(words)} />);
    expect(screen.getByText("Fundamentos · mensagem 2")).toBeTruthy();
    expect(screen.getByText("Com vídeo")).toBeTruthy();
    expect(screen.getByText("Com áudio")).toBeTruthy();
    expect(linkSaying("Abrir: A rocha").getAttribute("href")).toBe("/mensagens/a-rocha");
    expect(screen.getByText("1 de 13 pregações")).toBeTruthy();
    expect(screen.getByRole("button", { name: siteWords({}).sermons.showMore })).toBeTruthy();
  });

  it("the video block's player names its frame in the church's words", () => {
    const words = siteWords({ words: { sermons: { videoTitle: "Culto em vídeo — {titulo}" } } }).sermons;
    const { container } = render(
      <VideoCard
        video={{
          title: "A rocha",
          video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          date: "2026-03-01",
          preacher: "Ana Souza",
          image: { src: "/images/mapa.jpg", alt: "Uma casa" },
        }}
        words={words}
      />,
    );
    expect(container.querySelector("[data-embed]")?.getAttribute("data-embed-title")).toBe("Culto em vídeo — A rocha");
  });
});
