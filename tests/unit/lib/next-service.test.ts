import { describe, expect, it } from "vitest";
import { minuteOfWeek, nextService, nextServiceText, widestDay, type NextService, type WeeklyTime } from "@/lib/next-service";

/**
 * nextService against fixed clocks. The instants are UTC; each zone's wall clock is worked out by the function itself
 * (Intl's zone data), as in a visitor's browser. São Paulo, Fortaleza and Bahia are all UTC−3 today.
 */
const WEEK: WeeklyTime[] = [
  { day: "quarta", time: "19:30", name: "Culto de Oração", duration: 90, live: true },
  { day: "sexta", time: "19:30", name: "Culto de Libertação" },
  { day: "domingo", time: "18:30", name: "Culto da Família", live: true },
];
/** A service that runs past midnight, and one late on Saturday that runs into Sunday, the week's first day. */
const VIGILS: WeeklyTime[] = [
  { day: "domingo", time: "22:00", name: "Vigília de Domingo", duration: 180 },
  { day: "sabado", time: "23:00", name: "Vigília de Sábado", duration: 120 },
];

/** What the line says, in few words: "live Culto de Oração", "next amanha 19:30 Culto de Oração". */
function said(found: NextService | null): string {
  if (!found) return "none";
  return found.kind === "live" ? `live ${found.service.name}` : `next ${found.day} ${found.service.time} ${found.service.name}`;
}

// 2026-11-25 is a Wednesday. 22:30 UTC is 19:30 in all three zones.
const at = (iso: string) => new Date(iso);

describe("nextService(times, now, timeZone)", () => {
  it.each([
    // [what, times, now (UTC), zone, what the line says]
    ["a service later today", WEEK, "2026-11-25T15:00:00Z", "America/Sao_Paulo", "next hoje 19:30 Culto de Oração"],
    ["at its very start: on", WEEK, "2026-11-25T22:30:00Z", "America/Sao_Paulo", "live Culto de Oração"],
    ["inside its window", WEEK, "2026-11-25T23:00:00Z", "America/Sao_Paulo", "live Culto de Oração"],
    ["its window's last minute (20h59)", WEEK, "2026-11-25T23:59:00Z", "America/Sao_Paulo", "live Culto de Oração"],
    ["after its window of 90 minutes: the next one, Friday", WEEK, "2026-11-26T00:00:00Z", "America/Sao_Paulo", "next sexta 19:30 Culto de Libertação"],
    [
      "across midnight: Thursday's first minutes, Friday is tomorrow",
      WEEK,
      "2026-11-26T03:01:00Z",
      "America/Sao_Paulo",
      "next amanha 19:30 Culto de Libertação",
    ],
    ["Thursday evening: Friday is tomorrow", WEEK, "2026-11-26T23:00:00Z", "America/Sao_Paulo", "next amanha 19:30 Culto de Libertação"],
    ["a window without its own length lasts two hours", WEEK, "2026-11-28T00:29:00Z", "America/Sao_Paulo", "live Culto de Libertação"],
    ["...and not a minute more", WEEK, "2026-11-28T00:30:00Z", "America/Sao_Paulo", "next domingo 18:30 Culto da Família"],
    ["Sunday night after the last service: Wednesday, by name", WEEK, "2026-11-30T01:00:00Z", "America/Sao_Paulo", "next quarta 19:30 Culto de Oração"],
    ["Sunday night into Monday, still on", VIGILS, "2026-11-30T03:30:00Z", "America/Sao_Paulo", "live Vigília de Domingo"],
    ["Monday at 0h59, still on", VIGILS, "2026-11-30T03:59:00Z", "America/Sao_Paulo", "live Vigília de Domingo"],
    ["Monday at 1h, over: Saturday's is next", VIGILS, "2026-11-30T04:00:00Z", "America/Sao_Paulo", "next sabado 23:00 Vigília de Sábado"],
    ["Saturday night into Sunday, across the week's end", VIGILS, "2026-11-29T03:30:00Z", "America/Sao_Paulo", "live Vigília de Sábado"],
    ["Sunday morning after it: tonight's is today", VIGILS, "2026-11-29T12:00:00Z", "America/Sao_Paulo", "next hoje 22:00 Vigília de Domingo"],
    ["no times: nothing to say", [], "2026-11-25T22:30:00Z", "America/Sao_Paulo", "none"],
    ["Fortaleza (Piauí, Ceará): the same instant, the same wall clock today", WEEK, "2026-11-25T22:45:00Z", "America/Fortaleza", "live Culto de Oração"],
    ["Bahia: the same", WEEK, "2026-11-25T22:20:00Z", "America/Bahia", "next hoje 19:30 Culto de Oração"],
    ["Manaus, an hour behind: 19h30 there is 23h30 UTC", WEEK, "2026-11-25T22:45:00Z", "America/Manaus", "next hoje 19:30 Culto de Oração"],
    ["Manaus, inside its own window", WEEK, "2026-11-25T23:45:00Z", "America/Manaus", "live Culto de Oração"],
  ] as const)("%s", (_what, times, now, zone, expected) => {
    expect(said(nextService(times, at(now), zone))).toBe(expected);
  });

  it("reads the church's zone, never the visitor's clock: the same instant, a different day in Tokyo", () => {
    // 02:00 UTC on Thursday is still Wednesday 23h in São Paulo, Thursday 11h in Tokyo.
    expect(minuteOfWeek(at("2026-11-26T02:00:00Z"), "America/Sao_Paulo")).toBe(3 * 1440 + 23 * 60);
    expect(minuteOfWeek(at("2026-11-26T02:00:00Z"), "Asia/Tokyo")).toBe(4 * 1440 + 11 * 60);
  });

  it("follows the zone's own rules: São Paulo's last daylight saving (2018–19) moved the wall clock an hour", () => {
    // 21:30 UTC on Wednesday, 2019-01-16: 19h30 under daylight saving (UTC−2), 18h30 without.
    expect(said(nextService(WEEK, at("2019-01-16T21:30:00Z"), "America/Sao_Paulo"))).toBe("live Culto de Oração");
    expect(said(nextService(WEEK, at("2019-01-16T21:30:00Z"), "America/Bahia"))).toBe("next hoje 19:30 Culto de Oração");
  });

  it("says it in the church's words (site.json's words.churches), the way the page shows it", () => {
    const next = nextService(WEEK, at("2026-11-26T23:00:00Z"), "America/Sao_Paulo");
    const live = nextService(WEEK, at("2026-11-25T23:00:00Z"), "America/Sao_Paulo");
    const later = nextService(WEEK, at("2026-11-30T01:00:00Z"), "America/Sao_Paulo");
    const today = nextService(WEEK, at("2026-11-25T12:00:00Z"), "America/Sao_Paulo");
    if (!next || !live || !later || !today) throw new Error("expected a service");
    const words = { nextService: "A seguir", liveNow: "Agora mesmo", today: "hoje mesmo", tomorrow: "amanhã cedo" };
    expect(nextServiceText(next, words)).toEqual({ lead: "A seguir", rest: "amanhã cedo, 19h30 — Culto de Libertação" });
    expect(nextServiceText(today, words)).toEqual({ lead: "A seguir", rest: "hoje mesmo, 19h30 — Culto de Oração" });
    expect(nextServiceText(later, words)).toEqual({ lead: "A seguir", rest: "quarta-feira, 19h30 — Culto de Oração" });
    expect(nextServiceText(live, words)).toEqual({ lead: "Agora mesmo", rest: "Culto de Oração" });
    // A church's card leaves the name out.
    expect(nextServiceText(next, words, true)).toEqual({ lead: "A seguir", rest: "amanhã cedo, 19h30" });
    expect(nextServiceText(live, words, true)).toEqual({ lead: "Agora mesmo", rest: "" });
    // The line's box is measured with the widest day it can say, the church's own words included.
    expect(widestDay(words)).toBe("segunda-feira");
    expect(widestDay({ today: "neste mesmo dia de hoje", tomorrow: "amanhã" })).toBe("neste mesmo dia de hoje");
  });
});
