// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Ministry, MinistryGridBlock as MinistryGridBlockData } from "@/types/generated/content";
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
