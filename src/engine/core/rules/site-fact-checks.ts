import { isTextPlaceholder, PLACEHOLDER_PATTERN, TEXT_PLACEHOLDERS } from "../../../lib/text-placeholders";
import type { ContentFile } from "../kinds/content-kind";
import { FACT_PLACEHOLDERS, isFactPlaceholder } from "../facts/fact-placeholders";
import { appendPointer, walkJson } from "../read/json-pointer";
import type { Finding } from "../schemas/schema-messages";
import { serviceDaysOf, type SiteFacts } from "./site-facts";
import { didYouMean } from "../read/suggest";

/**
 * Facts are written once (docs/product-decisions.md): contacts in site.json, reached from prose texts
 * through placeholders the page fills ({email}...), and counts and service times reached from any
 * text ({total-ministerios}, {culto-domingo}...). These checks keep every placeholder one the site
 * can fill; in a church's own file, the ones its own services fill.
 */

const ALL_NAMES = [...TEXT_PLACEHOLDERS, ...Object.keys(FACT_PLACEHOLDERS)];
const LISTED = ALL_NAMES.map((name) => `{${name}}`).join(", ");
const FORM_SERVICE = "servico-de-formularios";

type ProseItem = { text?: unknown; items?: unknown; showIf?: unknown };

/** Fields that are templates with placeholders of their own ({titulo}, {data}, {hora}), checked by their schema. */
const TEMPLATE_FIELDS = new Set(["participateMessage", "icsSaved", "resultCount", "resultCountOne", "noResults"]);

function namesIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? "");
}

/** A name in braces that the site cannot fill, in any text: the message lists the ones it can. */
export function unknownPlaceholderMessage(name: string): string {
  return `marcador desconhecido "{${name}}": o site não sabe o que pôr no lugar dele. ${didYouMean(
    `{${name}}`,
    ALL_NAMES.map((known) => `{${known}}`),
  )}Marcadores válidos: ${LISTED} (veja a lista em site-content/LEIA-ME.md)`;
}

/** {culto-quinta} with no Thursday service (the sede's; in a church's own file, its own) would have nothing to show. */
export function serviceDayMessage(name: string, serviceDays: ReadonlySet<string> | undefined, whose = "a sede"): string | undefined {
  const day = /^culto-(.+)$/.exec(name)?.[1];
  if (!day || !serviceDays || serviceDays.has(day)) return undefined;
  const days = [...serviceDays].map((d) => `{culto-${d}}`).join(", ");
  const instead = days
    ? `Use um dos dias com culto (${days}) ou {horarios-dos-cultos}`
    : `Acrescente os cultos em "serviceTimes" (Cultos), ou escreva o texto sem o marcador`;
  return `o marcador {${name}} mostra o horário do culto desse dia, mas ${whose} não tem culto nesse dia em "serviceTimes". ${instead}`;
}

/** Fact placeholders work in any text; a contact one outside prose, or an unknown one, does not. */
function placeholderFinding(name: string, pointer: string, inProse: boolean, item: ProseItem | undefined, days: ServiceDays): Finding | undefined {
  const at = (message: string): Finding => ({ pointer, anchor: "value", message });
  if (isFactPlaceholder(name)) {
    const missingDay = serviceDayMessage(name, days.days, days.whose);
    return missingDay ? at(missingDay) : undefined;
  }
  if (!isTextPlaceholder(name)) return at(unknownPlaceholderMessage(name));
  if (!inProse) {
    return at(
      `o marcador {${name}} só é trocado pelo dado do site.json nos textos (parágrafos e listas) de um bloco "prose"; aqui ele apareceria assim mesmo, entre chaves. Escreva o texto sem ele`,
    );
  }
  if (name === FORM_SERVICE && item?.showIf !== "com-servico-de-formularios") {
    return at(
      `o marcador {${FORM_SERVICE}} só tem o que mostrar quando site.json usa um serviço de formulários: acrescente a este item "showIf": "com-servico-de-formularios"`,
    );
  }
  return undefined;
}

/** The texts of prose items, where contact placeholders are allowed, by pointer with their item. */
function proseTexts(value: unknown): Map<string, ProseItem> {
  const texts = new Map<string, ProseItem>();
  const sections = (value as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return texts;
  sections.forEach((section, s) => {
    const block = section as { type?: unknown; content?: unknown };
    if (block?.type !== "prose" || !Array.isArray(block.content)) return;
    block.content.forEach((entry: ProseItem, i) => {
      const base = `/sections/${s}/content/${i}`;
      texts.set(appendPointer(base, "text"), entry);
      if (Array.isArray(entry?.items)) entry.items.forEach((_text, k) => texts.set(`${base}/items/${k}`, entry));
    });
  });
  return texts;
}

/** Whose services a file's {culto-<dia>} placeholders show: the sede's, or, in a church's own file, its own. */
interface ServiceDays {
  days: ReadonlySet<string> | undefined;
  whose?: string;
}

function placeholderFindings(value: unknown, days: ServiceDays): Finding[] {
  const prose = proseTexts(value);
  const findings: Finding[] = [];
  walkJson(value, (key, child, pointer) => {
    if (typeof child !== "string" || TEMPLATE_FIELDS.has(String(key))) return;
    for (const name of new Set(namesIn(child))) {
      const finding = placeholderFinding(name, pointer, prose.has(pointer), prose.get(pointer), days);
      if (finding) findings.push(finding);
    }
  });
  return findings;
}

/** Placeholders in every text, for one content file. */
export function siteFactFindings(file: ContentFile, facts?: SiteFacts): Finding[] {
  const value = file.json.value;
  const days: ServiceDays =
    file.kind.schema === "content/church.schema.json" ? { days: serviceDaysOf(value), whose: "esta igreja" } : { days: facts?.serviceDays };
  return placeholderFindings(value, days);
}
