import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { eventAddress } from "@/site/data/site-selectors";
import { agendaFeed, eventEnd, googleCalendarHref, hasEnded, serviceIcs, singleEventFile, type CalendarContext, type DatedEvent } from "@/lib/calendar";
import { capitalize, dateTileParts, firstWeekdayOfYear, formatDateRange, formatLongDate, weekdayOf } from "@/lib/dates";
import { fixtureSede } from "../../support/fixture-site";

const event: DatedEvent = {
  slug: "abertura-mes-de-missoes",
  title: "Culto de Abertura do Mês de Missões",
  description: "Venha com a família, e traga um amigo; haverá café.",
  date: "2026-11-01",
  startTime: "18:30",
  endTime: "21:00",
  location: "Templo sede – Vila Formosa",
};

const context: CalendarContext = {
  siteUrl: "https://www.montecalvario.org.br",
  calendarName: "Igreja Monte Calvário",
  serviceLocation: "Rua das Oliveiras, 320 – Vila Formosa, São Paulo – SP",
  serviceNotes: { quarta: "Noite de oração." },
  serviceFallbackNote: "Culto semanal.",
  stamp: new Date("2026-03-01T12:00:00Z"),
};

describe("dates never shift", () => {
  it("formats the calendar day written in the content, in pt-BR", () => {
    // The first of the month is an ordinal in Brazilian writing; other days are not.
    expect(capitalize(formatLongDate("2026-11-01"))).toBe("Domingo, 1º de novembro");
    expect(formatLongDate("2026-12-01", true)).toBe("terça-feira, 1º de dezembro de 2026");
    expect(formatLongDate("2026-11-11")).toBe("quarta-feira, 11 de novembro");
    expect(formatLongDate("2026-11-21")).toBe("sábado, 21 de novembro");
    expect(formatLongDate("2026-11-29", true)).toBe("domingo, 29 de novembro de 2026");
    expect(weekdayOf("2026-11-01")).toBe("domingo");
    expect(dateTileParts("2026-11-07")).toEqual({ weekday: "sáb", day: "7", month: "nov" });
  });

  it("gives the same day whatever the machine's zone (UTC midnight would be 31 October in São Paulo)", () => {
    const naive = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "numeric" }).format(new Date("2026-11-01"));
    expect(naive).toBe("31"); // the trap: "YYYY-MM-DD" parses as UTC midnight
    const original = process.env.TZ;
    for (const zone of ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Sao_Paulo"]) {
      process.env.TZ = zone;
      expect(formatLongDate("2026-11-01")).toBe("domingo, 1º de novembro");
      expect(weekdayOf("2026-01-01")).toBe("quinta");
    }
    process.env.TZ = original;
  });

  it("anchors weekly services on the first matching weekday of the year", () => {
    expect(firstWeekdayOfYear(2026, "quarta")).toBe("2026-01-07");
    expect(firstWeekdayOfYear(2026, "sexta")).toBe("2026-01-02");
    expect(firstWeekdayOfYear(2026, "domingo")).toBe("2026-01-04");
    expect(firstWeekdayOfYear(2026, "quinta")).toBe("2026-01-01");
  });
});

describe("end times", () => {
  it("uses the end time, two hours by default, and the next day past midnight", () => {
    expect(eventEnd(event)).toEqual({ date: "2026-11-01", time: "21:00" });
    expect(eventEnd({ date: "2026-11-01", startTime: "19:30" })).toEqual({ date: "2026-11-01", time: "21:30" });
    expect(eventEnd({ date: "2026-12-31", startTime: "23:00" })).toEqual({ date: "2027-01-01", time: "01:00" });
    expect(eventEnd({ date: "2026-11-13", startTime: "22:00", endTime: "02:00" })).toEqual({ date: "2026-11-14", time: "02:00" });
  });
});

describe("googleCalendarHref", () => {
  it("carries the title, local dates with ctz, the event's own page as details, and the location", () => {
    const url = new URL(googleCalendarHref(event, "https://www.igreja.example"));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("dates")).toBe("20261101T183000/20261101T210000");
    expect(url.searchParams.get("ctz")).toBe("America/Sao_Paulo");
    expect(url.searchParams.get("details")).toBe(`https://www.igreja.example/agenda/${event.slug}`);
    expect(url.searchParams.get("location")).toBe(event.location);
  });
});

describe("event places for calendars and maps apps", () => {
  const church = fixtureSede();
  const sede = "Rua das Oliveiras, 320, Vila Formosa, São Paulo - SP, 03363-000";

  it("adds the church's street address to a place at it, and leaves other places as written", () => {
    expect(eventAddress("Templo sede – Vila Formosa", church)).toBe(`Templo sede – Vila Formosa, ${sede}`);
    expect(eventAddress("Salão social da Sede", church)).toBe(`Salão social da Sede, ${sede}`);
    expect(eventAddress("Chácara Boa Esperança, Estrada do Sabiá, 900 – Mairiporã, SP", undefined)).toBe(
      "Chácara Boa Esperança, Estrada do Sabiá, 900 – Mairiporã, SP",
    );
    expect(eventAddress("Rua das Oliveiras, 320 – Vila Formosa", church)).toBe("Rua das Oliveiras, 320 – Vila Formosa");
  });

  it("puts the full place in the .ics files when the build says how", () => {
    const located = { ...context, locate: (dated: { location: string }) => eventAddress(dated.location, church) };
    const file = singleEventFile(event, located).replace(/\r\n /g, "");
    expect(file).toContain(`LOCATION:Templo sede – Vila Formosa\\, Rua das Oliveiras\\, 320\\, Vila Formosa\\, São Paulo - SP\\, 03363-000\r\n`);
  });
});

describe("calendar files", () => {
  it("only the subscribed feed asks to be polled; a one-event file does not", () => {
    const feed = agendaFeed([event], [], context);
    expect(feed).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n");
    expect(feed).toContain("X-PUBLISHED-TTL:PT12H\r\n");
    const single = singleEventFile(event, context);
    expect(single).not.toContain("REFRESH-INTERVAL");
    expect(single).not.toContain("X-PUBLISHED-TTL");
    expect(single.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});

describe("weekly services", () => {
  it("recur weekly from a fixed anchor, skipping the slot a special event takes", () => {
    const sunday = serviceIcs({ day: "domingo", time: "18:30", name: "Culto da Família" }, [event], context);
    expect(sunday.rrule).toBe("FREQ=WEEKLY;BYDAY=SU");
    expect(sunday.start).toEqual({ date: "2026-01-04", time: "18:30" });
    expect(sunday.exceptions).toEqual([{ date: "2026-11-01", time: "18:30" }]);
    expect(sunday.uid).toBe("culto-domingo-1830@montecalvario.org.br");
    expect(sunday.description).toBe("Culto semanal.");
    expect(sunday.end).toEqual({ date: "2026-01-04", time: "20:30" });
    // A service that says how long it lasts ends then.
    expect(serviceIcs({ day: "domingo", time: "18:30", name: "Culto", duration: 90 }, [], context).end).toEqual({ date: "2026-01-04", time: "20:00" });
  });

  it("put events and services in one feed with stable UIDs and reminders", () => {
    const feed = agendaFeed([event], [{ day: "quarta", time: "19:30", name: "Culto de Oração" }], context);
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed).toContain("UID:evento-abertura-mes-de-missoes@montecalvario.org.br\r\n");
    expect(feed).toContain("RRULE:FREQ=WEEKLY;BYDAY=WE\r\n");
    expect(feed).toContain("DTSTART;TZID=America/Sao_Paulo:20260107T193000\r\n");
    expect(feed).toContain("DESCRIPTION:Noite de oração.\r\n");
    expect(feed).toContain("TRIGGER:-PT60M");
    expect(feed).not.toContain("EXDATE");
    // Same input, same bytes: builds are reproducible.
    expect(agendaFeed([event], [], context)).toBe(agendaFeed([event], [], context));
  });
});

describe("an event is over once its end passes in São Paulo", () => {
  it("ends at its end time, not at the start or at midnight", () => {
    expect(hasEnded(event, new Date("2026-11-01T20:59:00-03:00"))).toBe(false);
    expect(hasEnded(event, new Date("2026-11-01T21:00:00-03:00"))).toBe(true);
    // 23:30 UTC is 20:30 in São Paulo: still on, although it is later than 21:00 "in UTC terms".
    expect(hasEnded(event, new Date("2026-11-01T23:30:00Z"))).toBe(false);
  });

  it("gives an event without an end two hours, and a vigil runs into the next day", () => {
    const noEnd = { date: "2026-11-07", startTime: "09:00" };
    expect(hasEnded(noEnd, new Date("2026-11-07T10:59:00-03:00"))).toBe(false);
    expect(hasEnded(noEnd, new Date("2026-11-07T11:00:00-03:00"))).toBe(true);
    const vigil = { date: "2026-11-20", startTime: "22:00", endTime: "02:00" };
    expect(hasEnded(vigil, new Date("2026-11-21T01:00:00-03:00"))).toBe(false);
    expect(hasEnded(vigil, new Date("2026-11-21T02:00:00-03:00"))).toBe(true);
  });
});

describe("an event of several days (a retreat, with an end date)", () => {
  const retreat: DatedEvent = {
    ...event,
    slug: "retiro",
    title: "Retiro de Casais",
    date: "2026-12-12",
    endDate: "2026-12-14",
    startTime: "19:00",
    endTime: "12:00",
  };

  it("says its days once, the month and the year where they differ", () => {
    expect(formatDateRange("2026-12-12", "2026-12-14")).toBe("de 12 a 14 de dezembro");
    expect(formatDateRange("2026-12-12", "2026-12-14", true)).toBe("de 12 a 14 de dezembro de 2026");
    expect(formatDateRange("2026-11-30", "2026-12-01")).toBe("de 30 de novembro a 1º de dezembro");
    expect(formatDateRange("2026-12-30", "2027-01-02", true)).toBe("de 30 de dezembro de 2026 a 2 de janeiro de 2027");
    expect(formatDateRange("2026-12-01", "2026-12-03")).toBe("de 1º a 3 de dezembro");
  });

  it("ends on its last day: at its end time, or when that day is over", () => {
    expect(eventEnd(retreat)).toEqual({ date: "2026-12-14", time: "12:00" });
    expect(eventEnd({ date: "2026-12-12", endDate: "2026-12-14", startTime: "19:00" })).toEqual({ date: "2026-12-15", time: "00:00" });
    expect(hasEnded(retreat, new Date("2026-12-13T12:00:00-03:00"))).toBe(false);
    expect(hasEnded(retreat, new Date("2026-12-14T12:00:00-03:00"))).toBe(true);
  });

  it("its .ics, read back by a real calendar client (ical.js), runs from the first day to the last", () => {
    const vevent = new ICAL.Component(ICAL.parse(singleEventFile(retreat, context))).getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT in the file");
    const read = new ICAL.Event(vevent);
    expect(read.summary).toBe("Retiro de Casais");
    expect(read.startDate.toString()).toBe("2026-12-12T19:00:00");
    expect(read.endDate.toString()).toBe("2026-12-14T12:00:00");
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Sao_Paulo");
  });
});
