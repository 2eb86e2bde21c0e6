import { describe, expect, it } from "vitest";
import { formatPhoneInput, telHref } from "@/lib/phone";
import { formatTime } from "@/lib/time";
import { whatsappHref } from "@/lib/whatsapp";
import { mapsDirectionsHref } from "@/lib/maps";

describe("Brazilian formats", () => {
  it("writes times the Brazilian way", () => {
    expect(formatTime("19:30")).toBe("19h30");
    expect(formatTime("20:00")).toBe("20h");
    expect(formatTime("09:00")).toBe("9h");
  });

  it("formats a phone as it is typed", () => {
    expect(formatPhoneInput("1")).toBe("(1");
    expect(formatPhoneInput("119")).toBe("(11) 9");
    expect(formatPhoneInput("11987654321")).toBe("(11) 98765-4321");
    expect(formatPhoneInput("1134567890")).toBe("(11) 3456-7890");
    expect(formatPhoneInput("(11) 98765-43210000")).toBe("(11) 98765-4321");
    expect(formatPhoneInput("abc")).toBe("");
  });

  it("links phones with the country code", () => {
    expect(telHref("(11) 97352-4180")).toBe("tel:+5511973524180");
  });
});

describe("outbound links", () => {
  it("builds WhatsApp links with digits only and an encoded message", () => {
    const href = whatsappHref("(11) 97352-4180", "Olá! Quero participar do Ministério de Jovens & amigos?");
    expect(href).toBe("https://wa.me/5511973524180?text=Ol%C3%A1!%20Quero%20participar%20do%20Minist%C3%A9rio%20de%20Jovens%20%26%20amigos%3F");
  });

  it("builds directions links that need no API key", () => {
    expect(mapsDirectionsHref("Rua das Oliveiras, 320")).toBe("https://www.google.com/maps/dir/?api=1&destination=Rua%20das%20Oliveiras%2C%20320");
  });
});
