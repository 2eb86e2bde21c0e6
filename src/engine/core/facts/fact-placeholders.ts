import type { ServiceTime } from "../../../types/generated/content";
import { mainChurch } from "../../../lib/churches";
import { PLACEHOLDER_PATTERN } from "../../../lib/text-placeholders";
import { formatTime, weekdayName, type Weekday } from "../../../lib/time";
import type { SiteContent } from "../kinds/types";

/**
 * Facts the content already knows, written into any text through a placeholder so they are written
 * once: "São {total-ministerios} ministérios" follows the ministries folder, "aos domingos às
 * {culto-domingo}" follows the sede's times (its file in churches/). Inside a church's own file they speak of that
 * church: its {horarios-dos-cultos} are its own services. The pipeline fills them after validation, in every text of
 * every page, collection item and post (title, excerpt, body), so the renderer, the head, the feeds and the calendars
 * all see the same words. (Contacts, {email} and friends, are the prose block's:
 * it turns them into links at render time; see src/site/data/text-placeholders.ts.)
 */

export const COUNT_PLACEHOLDERS = {
  "total-ministerios": "o número de ministérios (arquivos em ministries/)",
  "total-igrejas": "o número de igrejas (arquivos em churches/)",
  "total-testemunhos": "o número de testemunhos (arquivos em testimonies/)",
  "total-eventos": "o número de eventos (arquivos em events/)",
  "total-cultos": 'o número de cultos por semana da sede ("serviceTimes" dela, em churches/; no arquivo de uma igreja, os dela)',
} as const;

export const SERVICE_LIST_PLACEHOLDER = "horarios-dos-cultos";
const WEEKDAYS: Weekday[] = ["domingo", "segunda", "terca", "quarta", "quinta", "sexta", "sabado"];

/** "{culto-domingo}": the time of the first regular service on that day, the Brazilian way ("18h30"). */
export const servicePlaceholder = (day: string) => `culto-${day}`;

/** Every fact placeholder name, whatever the content, with what it shows (for messages and the guide). */
export const FACT_PLACEHOLDERS: Readonly<Record<string, string>> = {
  ...COUNT_PLACEHOLDERS,
  ...Object.fromEntries(
    WEEKDAYS.map((day) => [
      servicePlaceholder(day),
      `o horário do culto de ${weekdayName(day).toLowerCase()} da sede (no arquivo de uma igreja, o dela; ex.: 19h30)`,
    ]),
  ),
  [SERVICE_LIST_PLACEHOLDER]: 'todos os cultos da semana, como se fala (ex.: "quartas e sextas às 19h30 e domingos às 18h30")',
};

export const isFactPlaceholder = (name: string): boolean => Object.hasOwn(FACT_PLACEHOLDERS, name);

/** "quartas e sextas às 19h30 e domingos às 18h30": services sharing a time are said together. */
export function serviceList(services: readonly ServiceTime[]): string {
  const groups: { days: string[]; time: string }[] = [];
  for (const service of services) {
    const day = weekdayName(service.day as Weekday, "plural").toLowerCase();
    const group = groups.find((g) => g.time === service.time);
    if (group) {
      if (!group.days.includes(day)) group.days.push(day);
    } else groups.push({ days: [day], time: service.time });
  }
  const parts = groups.map((g) => `${joinWithE(g.days)} às ${formatTime(g.time)}`);
  return joinWithE(parts);
}

function joinWithE(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}

export interface FactCounts {
  ministries: number;
  churches: number;
  testimonies: number;
  events: number;
}

/** What each fact placeholder shows for this content; a day without a service has no value. */
export function factValues(services: readonly ServiceTime[], counts: FactCounts): Record<string, string> {
  return {
    "total-ministerios": String(counts.ministries),
    "total-igrejas": String(counts.churches),
    "total-testemunhos": String(counts.testimonies),
    "total-eventos": String(counts.events),
    ...serviceValues(services),
  };
}

/** The placeholders a church's services fill: the sede's everywhere, each church's in its own file. */
export function serviceValues(services: readonly ServiceTime[]): Record<string, string> {
  const values: Record<string, string> = { "total-cultos": String(services.length), [SERVICE_LIST_PLACEHOLDER]: serviceList(services) };
  for (const service of services) values[servicePlaceholder(service.day)] ??= formatTime(service.time);
  return values;
}

/** The sede's services: what the placeholders speak of outside a church's own file. */
export const mainServices = (churches: readonly { headquarters?: boolean; serviceTimes?: ServiceTime[] }[]): ServiceTime[] =>
  mainChurch(churches)?.serviceTimes ?? [];

const isServiceName = (name: string) => name.startsWith("culto-") || name === "total-cultos" || name === SERVICE_LIST_PLACEHOLDER;

/** The values a church's own file is filled with: its services in place of the sede's (a day it has none keeps its placeholder, which the check names). */
export function churchValues(values: Readonly<Record<string, string>>, services: readonly ServiceTime[]): Record<string, string> {
  return { ...Object.fromEntries(Object.entries(values).filter(([name]) => !isServiceName(name))), ...serviceValues(services) };
}

export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER_PATTERN, (token, name: string) => values[name] ?? token);
}

/** Every string inside `value`, filled; objects and arrays are rebuilt, keys kept in their order. */
function fillDeep<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === "string") return fillText(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillDeep(item, values)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fillDeep(child, values)])) as T;
  }
  return value;
}

/** The content with every fact placeholder replaced by its value (post bodies included). */
export function fillFactPlaceholders(content: SiteContent): SiteContent {
  const values = factValues(mainServices(content.churches), {
    ministries: content.ministries.length,
    churches: content.churches.length,
    testimonies: content.testimonies.length,
    events: content.events.length,
  });
  return {
    ...content,
    site: fillDeep(content.site, values),
    pages: fillDeep(content.pages, values),
    ministries: fillDeep(content.ministries, values),
    churches: content.churches.map((church) => fillDeep(church, churchValues(values, church.serviceTimes ?? []))),
    events: fillDeep(content.events, values),
    testimonies: fillDeep(content.testimonies, values),
    people: fillDeep(content.people, values),
    series: fillDeep(content.series, values),
    sermons: fillDeep(content.sermons, values),
    posts: fillDeep(content.posts, values),
  };
}
