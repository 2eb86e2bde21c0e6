import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icsDocument, icsLocal, icsUtc } from "@/lib/ics";

const octets = (line: string) => new TextEncoder().encode(line).length;

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11)", () => {
    expect(escapeText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });

  it("escapes the backslash first, so an escape is never doubled", () => {
    expect(escapeText(";")).toBe("\\;");
    expect(escapeText("\\;")).toBe("\\\\\\;");
  });
});

describe("foldLine", () => {
  it("leaves lines of up to 75 octets alone", () => {
    const line = "X".repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds longer lines with CRLF + space, each physical line at most 75 octets", () => {
    const line = `DESCRIPTION:${"Oração e comunhão, ".repeat(12)}`;
    const physical = foldLine(line).split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(" ")).toBe(true);
    // Unfolding (remove CRLF + one space) gives the original line back.
    expect(foldLine(line).replace(/\r\n /g, "")).toBe(line);
  });

  it("counts octets, not characters, and never splits a multi-byte character", () => {
    const line = "ç".repeat(60); // 120 octets
    const physical = foldLine(line).split("\r\n");
    expect(octets(physical[0] ?? "")).toBe(74); // 37 × "ç"; a 38th would make 76
    expect(physical.join("").replace(/ /g, "")).toBe(line);
    expect(foldLine(line)).not.toContain("\uFFFD");
  });
});

describe("date-times", () => {
  it("writes local times as TZID values and stamps in UTC", () => {
    expect(icsLocal({ date: "2026-11-01", time: "18:30" })).toBe("20261101T183000");
    expect(icsUtc(new Date("2026-03-15T12:34:56.789Z"))).toBe("20260315T123456Z");
  });
});

describe("icsDocument", () => {
  const text = icsDocument({
    name: "Igreja Monte Calvário",
    description: "Cultos e eventos",
    stamp: new Date("2026-01-10T12:00:00Z"),
    events: [
      {
        uid: "evento-x@montecalvario.org.br",
        start: { date: "2026-11-07", time: "09:00" },
        end: { date: "2026-11-07", time: "12:00" },
        summary: "Seminário: Missões, Começam; em Casa",
        description: "Linha 1\nLinha 2",
        location: "Templo sede – Vila Formosa",
      },
    ],
  });

  it("uses CRLF everywhere and ends with one", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("declares the São Paulo zone and references it from DTSTART/DTEND", () => {
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo\r\n");
    expect(text).toContain("TZOFFSETTO:-0300");
    expect(text).toContain("DTSTART;TZID=America/Sao_Paulo:20261107T090000\r\n");
    expect(text).toContain("DTEND;TZID=America/Sao_Paulo:20261107T120000\r\n");
    expect(text).toContain("DTSTAMP:20260110T120000Z\r\n");
  });

  it("escapes text properties", () => {
    expect(text).toContain("SUMMARY:Seminário: Missões\\, Começam\\; em Casa\r\n");
    expect(text).toContain("DESCRIPTION:Linha 1\\nLinha 2\r\n");
  });
});
