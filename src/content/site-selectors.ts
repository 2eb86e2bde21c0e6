import type { Site } from "@/types/generated/content";
import { formatTime, weekdayName, type Weekday } from "@/lib/time";

export function fullAddress(site: Site): string {
  const { street, district, city, state, postalCode } = site.address;
  return `${street} – ${district}, ${city} – ${state}${postalCode ? `, ${postalCode}` : ""}`;
}

export function shortAddress(site: Site): string {
  return `${site.address.street} – ${site.address.district}, ${site.address.city}`;
}

/** "Qua e Sex 19h30 · Dom 18h30": services sharing a time are told together, as people say them. */
export function compactServiceTimes(site: Site): string {
  const groups: { days: Weekday[]; time: string }[] = [];
  for (const service of site.serviceTimes) {
    const group = groups.find((g) => g.time === service.time);
    if (group) group.days.push(service.day as Weekday);
    else groups.push({ days: [service.day as Weekday], time: service.time });
  }
  return groups
    .map((g) => `${g.days.map((d) => weekdayName(d, "short")).join(" e ")} ${formatTime(g.time)}`)
    .join(" · ");
}

/** "Segunda a sexta, 9h–17h" for the secretariat. */
export function secretariatHours(site: Site): string {
  const days = site.secretariat.days as Weekday[];
  const first = days[0];
  const last = days[days.length - 1];
  const span = first && last && first !== last ? `${weekdayName(first).split("-")[0]} a ${weekdayName(last).split("-")[0]?.toLowerCase()}` : weekdayName(first ?? "segunda");
  return `${span}, ${formatTime(site.secretariat.opens)}–${formatTime(site.secretariat.closes)}`;
}
