import { isTextPlaceholder, PLACEHOLDER_PATTERN, TEXT_PLACEHOLDERS } from "../../src/content/text-placeholders";
import type { ContentFile } from "./content-kinds";
import { appendPointer, walkJson } from "./json-pointer";
import type { Finding } from "./schema-messages";
import { didYouMean } from "./suggest";

/**
 * Contacts are written once, in site.json (decisions.md). These checks keep it that way: prose
 * texts name them with placeholders the page can fill ({email}...), and the sede takes its address
 * from site.json instead of copying it.
 */

const LISTED = TEXT_PLACEHOLDERS.map((name) => `{${name}}`).join(", ");
const FORM_SERVICE = "servico-de-formularios";
const SEDE_FIELDS = ["address", "postalCode", "city", "state"] as const;

type ProseItem = { text?: unknown; items?: unknown; showIf?: unknown };

function namesIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? "");
}

/** A text of a prose item: every name in braces must be one the page knows how to fill. */
function proseTextFindings(text: string, pointer: string, item: ProseItem): Finding[] {
  return namesIn(text).flatMap((name): Finding[] => {
    if (!isTextPlaceholder(name)) {
      const message = `marcador desconhecido "{${name}}": o site não sabe o que pôr no lugar dele. ${didYouMean(`{${name}}`, TEXT_PLACEHOLDERS.map((known) => `{${known}}`))}Marcadores válidos (trocados pelos dados do site.json): ${LISTED}`;
      return [{ pointer, anchor: "value", message }];
    }
    if (name === FORM_SERVICE && item.showIf !== "com-servico-de-formularios") {
      const message = `o marcador {${FORM_SERVICE}} só tem o que mostrar quando site.json usa um serviço de formulários: acrescente a este item "showIf": "com-servico-de-formularios"`;
      return [{ pointer, anchor: "value", message }];
    }
    return [];
  });
}

function proseFindings(sections: unknown[]): { findings: Finding[]; checked: Set<string> } {
  const findings: Finding[] = [];
  const checked = new Set<string>();
  sections.forEach((section, s) => {
    const block = section as { type?: unknown; content?: unknown };
    if (block?.type !== "prose" || !Array.isArray(block.content)) return;
    block.content.forEach((entry: ProseItem, i) => {
      const base = `/sections/${s}/content/${i}`;
      const texts: [string, unknown][] = [[appendPointer(base, "text"), entry?.text]];
      if (Array.isArray(entry?.items)) entry.items.forEach((text, k) => texts.push([`${base}/items/${k}`, text]));
      for (const [pointer, text] of texts) {
        if (typeof text !== "string") continue;
        checked.add(pointer);
        findings.push(...proseTextFindings(text, pointer, entry));
      }
    });
  });
  return { findings, checked };
}

/** Anywhere else a placeholder would show up as typed, braces and all. */
function strayPlaceholders(value: unknown, checked: Set<string>): Finding[] {
  const findings: Finding[] = [];
  walkJson(value, (_key, child, pointer) => {
    if (typeof child !== "string" || checked.has(pointer)) return;
    const known = namesIn(child).find(isTextPlaceholder);
    if (known) {
      const message = `o marcador {${known}} só é trocado pelo dado do site.json nos textos (parágrafos e listas) de um bloco "prose"; aqui ele apareceria assim mesmo, entre chaves. Escreva o texto sem ele`;
      findings.push({ pointer, anchor: "value", message });
    }
  });
  return findings;
}

function sedeFindings(value: unknown): Finding[] {
  const church = value as Record<string, unknown>;
  if (church?.headquarters !== true) return [];
  return SEDE_FIELDS.filter((field) => field in church).map((field) => ({
    pointer: `/${field}`,
    anchor: "key" as const,
    message: `a sede ("headquarters": true) usa o endereço de site-content/site.json, escrito uma vez só: apague "${field}" daqui (para mudar o endereço, mude-o no site.json)`,
  }));
}

/** Placeholders in page texts and the sede's address, for one content file. */
export function siteFactFindings(file: ContentFile): Finding[] {
  const value = file.json.value;
  if (file.kind.schema === "content/church.schema.json") return [...sedeFindings(value), ...strayPlaceholders(value, new Set())];
  const sections = (value as { sections?: unknown } | null)?.sections;
  const prose = Array.isArray(sections) ? proseFindings(sections) : { findings: [], checked: new Set<string>() };
  return [...prose.findings, ...strayPlaceholders(value, prose.checked)];
}
