import { describe, expect, it } from "vitest";
import { offsetIn, zoneOffsets } from "@/lib/zone-offsets";
import { minuteOfWeek } from "@/lib/next-service";

/**
 * The build works out each church's zone offsets (src/lib/zone-offsets.ts) so the page script reads the wall clock
 * by arithmetic; it must read what the zone's own rules say, across daylight saving, half hours and the table's ends.
 */
const minuteOf = (iso: string) => Date.parse(iso) / 60_000;

describe("zoneOffsets", () => {
  it("finds each change of offset to the minute: New York's two in 2026", () => {
    const table = zoneOffsets("America/New_York", new Date("2026-01-01T00:00:00Z"), 365);
    expect(table.f).toEqual([
      [minuteOf("2026-01-01T00:00:00Z"), -300],
      [minuteOf("2026-03-08T07:00:00Z"), -240],
      [minuteOf("2026-11-01T06:00:00Z"), -300],
    ]);
    expect(table.u).toBe(minuteOf("2027-01-01T00:00:00Z"));
  });

  it("gives a zone without daylight saving one offset, and keeps one of minutes (Kathmandu, 5:45 ahead)", () => {
    expect(zoneOffsets("America/Sao_Paulo", new Date("2026-11-28T00:00:00Z"), 731).f).toEqual([[minuteOf("2026-11-28T00:00:00Z"), -180]]);
    expect(zoneOffsets("Asia/Kathmandu", new Date("2026-11-28T00:00:00Z"), 30).f[0]![1]).toBe(345);
  });

  it("answers only inside its stretch", () => {
    const table = zoneOffsets("America/Sao_Paulo", new Date("2026-11-28T00:00:00Z"), 2);
    expect(offsetIn(table, minuteOf("2026-11-27T23:59:00Z"))).toBeUndefined();
    expect(offsetIn(table, minuteOf("2026-11-29T12:00:00Z"))).toBe(-180);
    expect(offsetIn(table, minuteOf("2026-11-30T00:00:00Z"))).toBeUndefined();
  });
});

describe("minuteOfWeek with the build's offsets", () => {
  // Zones with daylight saving (one of half an hour, Lord Howe), with none, and one 5:45 ahead, sampled every 97
  // minutes (every minute of the week comes round) for a year, and past the table's end, where the zone data answers.
  it.each(["America/New_York", "Australia/Lord_Howe", "America/Sao_Paulo", "Asia/Kathmandu", "Europe/Lisbon"])(
    "reads %s's wall clock as its rules do",
    (zone) => {
      const from = new Date("2026-01-01T00:00:00Z");
      const table = zoneOffsets(zone, from, 365);
      const differ: string[] = [];
      for (let minute = minuteOf("2025-12-25T00:00:00Z"); minute < minuteOf("2027-01-08T00:00:00Z"); minute += 97) {
        const now = new Date(minute * 60_000);
        if (minuteOfWeek(now, zone, table) !== minuteOfWeek(now, zone)) differ.push(now.toISOString());
      }
      expect(differ).toEqual([]);
    },
  );
});
