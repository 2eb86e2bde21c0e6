import type { ChurchAddress, ServiceTime, Site } from "../../../types/generated/content";
import { phoneDigits } from "../../../lib/phone";
import { foldText } from "../../../lib/text";
import { formatTime, weekdayName, type Weekday } from "../../../lib/time";
import { servicePlaceholder, SERVICE_LIST_PLACEHOLDER, type FactCounts } from "./fact-placeholders";

/**
 * Texts that write out a fact a placeholder already provides (a service time, the phone, the e-mail,
 * the address, a count): the check warns, naming the placeholder, so the text follows when the fact
 * changes. A warning, not an error: the editor may mean another church's time or another number.
 */

/** The sede: the facts its placeholders give (its services, its address). */
export interface MainChurchFacts {
  serviceTimes?: ServiceTime[];
  address?: Partial<ChurchAddress>;
}

export interface FactRepeatContext {
  site: Site;
  main: MainChurchFacts;
  counts: FactCounts;
  /** What the checks look for, worked out once (a post alone has dozens of texts). */
  needles: SiteNeedles;
}

const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
};

/** Folded nouns of each count, as texts say them ("ministérios", "igrejas", "congregações"). */
const COUNT_NOUNS: { nouns: RegExp; what: string; placeholder: string; count: (context: FactRepeatContext) => number }[] = [
  { nouns: /^ministerios?\b/, what: "ministérios", placeholder: "total-ministerios", count: ({ counts }) => counts.ministries },
  { nouns: /^(igrejas?|congregac(ao|oes))\b/, what: "igrejas", placeholder: "total-igrejas", count: ({ counts }) => counts.churches },
  { nouns: /^testemunhos?\b/, what: "testemunhos", placeholder: "total-testemunhos", count: ({ counts }) => counts.testimonies },
  { nouns: /^cultos?\b/, what: "cultos por semana", placeholder: "total-cultos", count: ({ main }) => main.serviceTimes?.length ?? 0 },
];

/** Every noun above starts with one of these (keep them in step): a text without any cannot repeat a count. */
const COUNTED_STEMS = /ministerio|igreja|congregac|testemunho|culto/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function numberOf(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
}

/** "12 ministérios", "seis igrejas": a number right before a counted noun, equal to today's count. */
function countRepeats(folded: string, context: FactRepeatContext): string[] {
  const found: string[] = [];
  if (!COUNTED_STEMS.test(folded)) return found;
  for (const match of folded.matchAll(/\b(\d+|[a-z]+)\s+([a-z]+)/g)) {
    const value = numberOf(match[1] ?? "");
    if (value === undefined) continue;
    for (const { nouns, what, placeholder, count } of COUNT_NOUNS) {
      if (nouns.test(match[2] ?? "") && count(context) === value)
        found.push(`"${match[1]}" repete o total de ${what} que o site já sabe (${value}): escreva {${placeholder}} no lugar do número, e ele muda sozinho`);
    }
  }
  return found;
}

interface SiteNeedles {
  services: { time: RegExp; day: string; placeholder: string }[];
  phone: string;
  whatsapp: string;
  email: string;
  /** Empty when the sede has none yet (its own file is what the check names then). */
  street: string;
}

/** The context every text of one site is checked in. */
export function factRepeatContext(site: Site, main: MainChurchFacts, counts: FactCounts): FactRepeatContext {
  const needles: SiteNeedles = {
    services: (main.serviceTimes ?? []).map((service) => ({
      time: new RegExp(`(^|[^\\w])${escapeRegExp(formatTime(service.time))}($|[^\\w])`),
      day: foldText(weekdayName(service.day as Weekday)).split("-")[0] ?? service.day,
      placeholder: `{${servicePlaceholder(service.day)}}`,
    })),
    phone: phoneDigits(site.contact.phone).slice(-8),
    whatsapp: phoneDigits(site.contact.whatsapp).slice(-8),
    email: site.contact.email.toLowerCase(),
    street: typeof main.address?.street === "string" ? foldText(main.address.street) : "",
  };
  return { site, main, counts, needles };
}

/** A regular service's time next to its own day ("domingos às 18h30"). */
function serviceRepeats(folded: string, needles: SiteNeedles): string[] {
  const matched = needles.services.filter((service) => service.time.test(folded) && folded.includes(service.day));
  if (matched.length === 0) return [];
  const names = [...new Set(matched.map((service) => service.placeholder))].join(", ");
  return [
    `repete o horário de um culto da sede: escreva ${names} no lugar do horário (ou {${SERVICE_LIST_PLACEHOLDER}} para todos os cultos), e o texto muda sozinho quando o horário mudar`,
  ];
}

function contactRepeats(text: string, folded: string, { phone, whatsapp, email, street }: SiteNeedles): string[] {
  const found: string[] = [];
  // Only the digits, gathered run by run (a long text is mostly letters).
  const digits = (text.match(/\d+/g) ?? []).join("");
  if (phone.length === 8 && digits.includes(phone)) found.push('repete o telefone de site.json: escreva {telefone} no lugar dele (num texto de bloco "prose")');
  else if (whatsapp.length === 8 && digits.includes(whatsapp))
    found.push('repete o WhatsApp de site.json: escreva {whatsapp} no lugar dele (num texto de bloco "prose")');
  // Lowering a long text costs more than looking for the "@" an address needs first.
  if ((!email.includes("@") || text.includes("@")) && text.toLowerCase().includes(email))
    found.push('repete o e-mail de site.json: escreva {email} no lugar dele (num texto de bloco "prose")');
  if (street && folded.includes(street)) found.push('repete o endereço da sede: escreva {endereco} no lugar dele (num texto de bloco "prose")');
  return found;
}

/** What one text repeats; `times` is off where other congregations or ministries write their own. */
export function factRepeats(text: string, context: FactRepeatContext, options: { times: boolean } = { times: true }): string[] {
  const folded = foldText(text);
  return [
    ...(options.times ? serviceRepeats(folded, context.needles) : []),
    ...contactRepeats(text, folded, context.needles),
    ...countRepeats(folded, context),
  ];
}

/** A stat card whose number is a count the site knows ({ value: "12", label: "Ministérios Ativos" }). */
export function statRepeats(value: string, label: string, context: FactRepeatContext): string[] {
  if (!/^\d+$/.test(value.trim())) return [];
  return countRepeats(`${value.trim()} ${foldText(label)}`, context).map(() => {
    const noun = COUNT_NOUNS.find(({ nouns }) => nouns.test(foldText(label)));
    return `o número "${value}" repete o total que o site já sabe: escreva "{${noun?.placeholder ?? ""}}" em "value", e ele muda sozinho`;
  });
}
