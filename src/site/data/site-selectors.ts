import type { ChurchAddress, OfficeHours, ServiceTime } from "@/types/generated/content";
import type { ChurchEntry } from "@/types/content-entries";
import { mapsAddress } from "@/lib/churches";
import { foldText } from "@/lib/text";
import { formatTime, weekdayName, type Weekday } from "@/lib/time";

export { fullAddress, mapsAddress, shortAddress } from "@/lib/churches";

/** Events name their place in words: one that says "sede" or the sede's district is at the sede. */
export function isAtHeadquarters(location: string, sede: { address: ChurchAddress }): boolean {
  const text = foldText(location);
  return /\bsede\b/.test(text) || text.includes(foldText(sede.address.district));
}

/**
 * The church an event happens at: the one its "church" names; else the sede when its place's words say so ("Templo
 * sede – Vila Nova"), or a church its place names (by name or street); else none (a place outside the churches,
 * written as a full address).
 */
export function eventChurch(
  event: { location: string; church?: string },
  churches: readonly ChurchEntry[],
  sede: ChurchEntry | undefined,
): ChurchEntry | undefined {
  if (event.church) return churches.find((church) => church.slug === event.church);
  if (sede && isAtHeadquarters(event.location, sede)) return sede;
  const text = foldText(event.location);
  return churches.find((church) => text.includes(foldText(church.name)) || text.includes(foldText(church.address.street)));
}

/**
 * Events name their place in words ("Templo sede – Vila Nova"), which maps apps cannot find. A place at one of the
 * churches gets that church's street address after it; anything else is left as written (event.schema.json asks
 * for a full address outside the churches).
 */
export function eventAddress(location: string, church: { address: ChurchAddress } | undefined): string {
  if (!church || foldText(location).includes(foldText(church.address.street))) return location;
  return `${location}, ${mapsAddress(church.address)}`;
}

/** "Qua e Sex 19h30 · Dom 18h30": services sharing a time are told together, as people say them. */
export function compactServiceTimes(services: readonly ServiceTime[]): string {
  const groups: { days: Weekday[]; time: string }[] = [];
  for (const service of services) {
    const group = groups.find((g) => g.time === service.time);
    if (group) group.days.push(service.day as Weekday);
    else groups.push({ days: [service.day as Weekday], time: service.time });
  }
  return groups.map((g) => `${g.days.map((d) => weekdayName(d, "short")).join(" e ")} ${formatTime(g.time)}`).join(" · ");
}

const WEEK: readonly Weekday[] = ["domingo", "segunda", "terca", "quarta", "quinta", "sexta", "sabado"];

/** "Segunda a sexta, 9h–17h" for a secretariat open on days in a row; "Terça e quinta, 14h–18h" otherwise. */
export function secretariatHours(hours: OfficeHours): string {
  const days = [...(hours.days as Weekday[])].sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b));
  const name = (day: Weekday) => weekdayName(day).split("-")[0] ?? day;
  const inRow = days.every((day, index) => index === 0 || WEEK.indexOf(day) === WEEK.indexOf(days[index - 1] as Weekday) + 1);
  const first = days[0] ?? "segunda";
  const last = days[days.length - 1] ?? first;
  const span =
    days.length <= 1
      ? weekdayName(first)
      : inRow && days.length > 2
        ? `${name(first)} a ${name(last).toLowerCase()}`
        : `${days
            .slice(0, -1)
            .map((day, index) => (index === 0 ? name(day) : name(day).toLowerCase()))
            .join(", ")} e ${name(last).toLowerCase()}`;
  return `${span}, ${formatTime(hours.opens)}–${formatTime(hours.closes)}`;
}
