import type { CSSObject } from "@emotion/react";
import type { ChurchEntry } from "@/types/content-entries";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import type { SiteWords } from "@/site/data/site-words";
import { churchLiveHref } from "@/lib/churches";
import { DEFAULT_SERVICE_MINUTES, widestDay } from "@/lib/next-service";
import { formatTime } from "@/lib/time";
import { churchTimeZone } from "@/lib/time-zones";
import { zoneOffsets, type ZoneOffsets } from "@/lib/zone-offsets";
import { useBuiltAt } from "@/site/data/built-at-context";
import { theme } from "@/site/theme/theme";
import { visuallyHidden } from "./visually-hidden";

const { colors, lineHeights } = theme;

/**
 * What src/site/browser/next-service.ts reads from the line: the zone, each service as [day, time, name, minutes,
 * streamed], the live page, and the line's words (the page script has no site.json to read them from).
 */
export interface PackedServices {
  z: string;
  /** The zone's offsets for two years from the build, so the script needs no zone data of the browser's (zone-offsets.ts). */
  o: ZoneOffsets;
  s: [day: string, time: string, name: string, minutes: number, streamed: 0 | 1][];
  l?: string;
  /** A card's line: no service name. */
  b?: 1;
  w: [nextService: string, liveNow: string, today: string, tomorrow: string, watchLive: string, youtubeNewTab: string];
}

const line: CSSObject = {
  // Every possible line is in the HTML, invisible, in the same cell: the box is as tall as the tallest from the first
  // paint, so the line the script writes there moves nothing (CLS 0).
  display: "grid",
  margin: 0,
  lineHeight: lineHeights.snug,
  "& > span": { gridArea: "1 / 1" },
  "& strong": { fontWeight: 700 },
  "& a": { color: "inherit", fontWeight: 700, textDecoration: "underline", textUnderlineOffset: "0.2em" },
  // The live link's words for screen readers ("(abre o YouTube em nova aba)"), written by the page's script.
  "& .sr-only": visuallyHidden,
};
const reserve: CSSObject = { visibility: "hidden" };
const tones = {
  light: { color: colors.heading },
  dark: { color: colors.onBrand },
} satisfies Record<string, CSSObject>;

/** The words a line can say, each as wide as it can be: what the box is measured with. */
function reservations(church: ChurchEntry, brief: boolean, streamed: boolean, words: SiteWords["churches"]): string[][] {
  const texts = (church.serviceTimes ?? []).flatMap((service) => {
    const when = `${widestDay(words)}, ${formatTime(service.time)}`;
    const next = [`${words.nextService}: `, brief ? when : `${when} — ${service.name}`];
    const live = [`${words.liveNow}: `, `${brief ? "" : service.name} ${service.live && streamed ? words.watchLive : ""}`.trim()];
    return [next, live];
  });
  return [...new Map(texts.map((text) => [text.join(""), text])).values()];
}

/** A page is served for as long as nothing changes: two years of offsets, from a day before the build (a clock behind). */
const OFFSET_DAYS = 731;
const offsetTables = new Map<string, ZoneOffsets>();

/** The zone's offsets from the day before the build's, worked out once per zone and day for every line of the build. */
function offsetsFrom(zone: string, builtAt: Date): ZoneOffsets {
  const day = Math.floor(builtAt.getTime() / 86_400_000) - 1;
  const key = `${zone} ${day}`;
  let table = offsetTables.get(key);
  if (!table) {
    table = zoneOffsets(zone, new Date(day * 86_400_000), OFFSET_DAYS);
    offsetTables.set(key, table);
  }
  return table;
}

/**
 * "Próximo culto: hoje, 19h30 — Culto de Oração", or "Ao vivo agora" during a service, linking to the church's live page
 * when it streams that service: worked out in the visitor's browser (src/site/browser/next-service.ts, one pure
 * function: src/lib/next-service.ts) in the church's own time zone, from the services written into the line. Without
 * JavaScript the line is not shown; the weekly times around it say it all.
 */
export function NextServiceLine({
  church,
  brief = false,
  tone = "light",
  className,
}: {
  church: ChurchEntry;
  brief?: boolean;
  tone?: "light" | "dark";
  className?: string;
}) {
  const site = useSite();
  const words = useWords().churches;
  const builtAt = useBuiltAt();
  const services = church.serviceTimes ?? [];
  if (services.length === 0) return null;
  const live = churchLiveHref(church, site);
  const zone = churchTimeZone(church);
  const packed: PackedServices = {
    z: zone,
    o: offsetsFrom(zone, builtAt),
    s: services.map((service) => [service.day, service.time, service.name, service.duration ?? DEFAULT_SERVICE_MINUTES, service.live ? 1 : 0]),
    ...(live && services.some((service) => service.live) ? { l: live } : {}),
    ...(brief ? { b: 1 as const } : {}),
    w: [words.nextService, words.liveNow, words.today, words.tomorrow, words.watchLive, words.youtubeNewTab],
  };
  return (
    <p css={[line, tones[tone]]} className={className} data-next-service={JSON.stringify(packed)} data-requires-js>
      {reservations(church, brief, Boolean(packed.l), words).map(([lead, rest]) => (
        <span key={`${lead}${rest}`} css={reserve} aria-hidden="true">
          <strong>{lead}</strong>
          {rest}
        </span>
      ))}
      <span data-next-service-text="" />
    </p>
  );
}
