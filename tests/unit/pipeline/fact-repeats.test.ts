import { describe, expect, it } from "vitest";
import { factRepeatContext, factRepeats } from "../../../src/engine/core/facts/fact-repeats";
import { servicePlaceholder } from "../../../src/engine/core/facts/fact-placeholders";
import { phoneDigits } from "../../../src/lib/phone";
import { foldText } from "../../../src/lib/text";
import { formatTime, weekdayName, type Weekday } from "../../../src/lib/time";
import type { Site } from "../../../src/types/generated/content";
import type { ChurchEntry } from "../../../src/types/content-entries";
import { fixtureSede, fixtureSiteJson } from "../../support/fixture-site";

const site = fixtureSiteJson();
const sede = fixtureSede();
const services = sede.serviceTimes ?? [];
const counts = { ministries: 12, churches: 6, testimonies: 3, events: 5 };
const context = factRepeatContext(site, sede, counts);

/** Which facts one text repeats, as the checks found them before they were prepared once per site (messages cut to their kind). */
function repeatsBefore(text: string, times: boolean): string[] {
  const folded = foldText(text);
  const found: string[] = [];
  if (times) {
    const matched = services.filter((service) => {
      const time = formatTime(service.time).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const day = foldText(weekdayName(service.day as Weekday)).split("-")[0] ?? service.day;
      return new RegExp(`(^|[^\\w])${time}($|[^\\w])`).test(folded) && folded.includes(day);
    });
    if (matched.length > 0) found.push(`culto ${[...new Set(matched.map((service) => `{${servicePlaceholder(service.day)}}`))].join(", ")}`);
  }
  const digits = text.replace(/\D/g, "");
  const phone = phoneDigits(site.contact.phone).slice(-8);
  const whatsapp = phoneDigits(site.contact.whatsapp).slice(-8);
  if (phone.length === 8 && digits.includes(phone)) found.push("telefone");
  else if (whatsapp.length === 8 && digits.includes(whatsapp)) found.push("whatsapp");
  if (text.toLowerCase().includes(site.contact.email.toLowerCase())) found.push("e-mail");
  if (folded.includes(foldText(sede.address.street))) found.push("endereço");
  const numbers: Record<string, number> = { doze: 12, seis: 6, tres: 3, um: 1 };
  for (const match of folded.matchAll(/\b(\d+|[a-z]+)\s+([a-z]+)/g)) {
    const value = /^\d+$/.test(match[1] ?? "") ? Number(match[1]) : numbers[match[1] ?? ""];
    const noun = match[2] ?? "";
    if (/^ministerios?\b/.test(noun) && value === counts.ministries) found.push("total de ministérios");
    if (/^(igrejas?|congregac(ao|oes))\b/.test(noun) && value === counts.churches) found.push("total de igrejas");
    if (/^testemunhos?\b/.test(noun) && value === counts.testimonies) found.push("total de testemunhos");
    if (/^cultos?\b/.test(noun) && value === services.length) found.push("total de cultos por semana");
  }
  return found;
}

/** The kind of each message factRepeats gives today, in the same words as above. */
function kinds(messages: string[]): string[] {
  return messages.map((message) => {
    const service = /escreva (\{[^}]+\}(?:, \{[^}]+\})*) no lugar do horário/.exec(message);
    if (service) return `culto ${service[1]}`;
    const total = /repete o total de (.+?) que o site/.exec(message);
    if (total) return `total de ${total[1]}`;
    return /repete o (telefone|WhatsApp|e-mail|endereço)/.exec(message)?.[1]?.replace("WhatsApp", "whatsapp") ?? message;
  });
}

function texts(site: Site, church: ChurchEntry): string[] {
  const sunday = church.serviceTimes?.[0] as { day: string; time: string };
  const time = formatTime(sunday.time);
  const day = weekdayName(sunday.day as Weekday);
  const street = church.address.street;
  return [
    `Cultos aos ${day}s às ${time}, na ${street}.`,
    `Culto às ${time} na ${day.toUpperCase()}: ${site.contact.phone}, ${site.contact.whatsapp} ou ${site.contact.email.toUpperCase()}.`,
    `Somos ${counts.ministries} ministérios, seis igrejas e três testemunhos; os doze ministerios e ${services.length} cultos.`,
    `os ${counts.churches} congregações e a congregação; ${counts.ministries}ministérios; ${counts.ministries}  ministério`,
    `Temos ${services.length} cultos por semana.`,
    "Texto comprido sem fato algum, só palavras, acentuação e pontuação: não há nada aqui para repetir.",
    `Escreva para ${site.contact.email.replace("@", " arroba ")} ou ligue ${phoneDigits(site.contact.phone).split("").join(" ")}.`,
    `${"palavra ".repeat(400)}${site.contact.email}`,
    "",
    "12",
    `${time}`,
  ];
}

describe("what a text repeats of site.json's facts and the sede's", () => {
  it("is found exactly as before the site's needles were prepared once, in every text and with times off", () => {
    let found = 0;
    for (const text of texts(site, sede)) {
      for (const times of [true, false]) {
        const repeats = kinds(factRepeats(text, context, { times }));
        expect(repeats, text).toEqual(repeatsBefore(text, times));
        found += repeats.length;
      }
    }
    expect(found).toBeGreaterThan(10);
  });
});
