import type { Church, Site, StateCode } from "@/types/generated/content";
import { foldText } from "@/lib/text";
import { formatTime, weekdayName, type Weekday } from "@/lib/time";

export function fullAddress(site: Site): string {
  const { street, district, city, state, postalCode } = site.address;
  return `${street} – ${district}, ${city} – ${state}${postalCode ? `, ${postalCode}` : ""}`;
}

export function shortAddress(site: Site): string {
  return `${site.address.street} – ${site.address.district}, ${site.address.city}`;
}

/** What Google Maps looks for: the street address alone finds the door more reliably than the church's name. */
export function mapsAddress(site: Site): string {
  const { street, district, city, state, postalCode } = site.address;
  return `${street}, ${district}, ${city} - ${state}, ${postalCode}`;
}

/** Events name their place in words: one that says "sede" or the sede's district is at the sede. */
export function isAtHeadquarters(location: string, site: Site): boolean {
  const text = foldText(location);
  return /\bsede\b/.test(text) || text.includes(foldText(site.address.district));
}

/**
 * Events name their place in words ("Templo sede – Vila Nova"), which maps apps cannot find.
 * A place at the sede gets the sede's street address after it; anything else is left as written
 * (event.schema.json asks for a full address outside the church).
 */
export function eventAddress(location: string, site: Site): string {
  if (!isAtHeadquarters(location, site) || foldText(location).includes(foldText(site.address.street))) return location;
  return `${location}, ${mapsAddress(site)}`;
}

/** "Qua e Sex 19h30 · Dom 18h30": services sharing a time are told together, as people say them. */
export function compactServiceTimes(site: Site): string {
  const groups: { days: Weekday[]; time: string }[] = [];
  for (const service of site.serviceTimes) {
    const group = groups.find((g) => g.time === service.time);
    if (group) group.days.push(service.day as Weekday);
    else groups.push({ days: [service.day as Weekday], time: service.time });
  }
  return groups.map((g) => `${g.days.map((d) => weekdayName(d, "short")).join(" e ")} ${formatTime(g.time)}`).join(" · ");
}

/** "Segunda a sexta, 9h–17h" for the secretariat. */
export function secretariatHours(site: Site): string {
  const days = site.secretariat.days as Weekday[];
  const first = days[0];
  const last = days[days.length - 1];
  const span =
    first && last && first !== last
      ? `${weekdayName(first).split("-")[0]} a ${weekdayName(last).split("-")[0]?.toLowerCase()}`
      : weekdayName(first ?? "segunda");
  return `${span}, ${formatTime(site.secretariat.opens)}–${formatTime(site.secretariat.closes)}`;
}

/** A church with its address filled in, whichever file wrote it. */
export type PlacedChurch = Church & { address: string; city: string; state: StateCode };

/**
 * The sede ("headquarters": true) writes no address of its own: it is site.json's, written once
 * (docs/product-decisions.md). Every other church must write its own, which church.schema.json enforces.
 */
export function placeChurch(church: Church, site: Site): PlacedChurch {
  if (!church.headquarters) return church as PlacedChurch;
  const { street, district, city, state, postalCode } = site.address;
  return { ...church, address: `${street} – ${district}`, city, state, postalCode, mapsQuery: church.mapsQuery ?? mapsAddress(site) };
}
