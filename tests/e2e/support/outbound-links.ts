import { expect, type Locator } from "@playwright/test";
import { whatsappHref } from "../../../src/lib/whatsapp";
import { SITE } from "./site-routes";

/** site.json's contact.whatsapp as wa.me expects it: country code and digits only. */
export const CHURCH_WHATSAPP = new URL(whatsappHref(SITE.contact.whatsapp, "")).pathname.slice(1);

/** Opens in a new tab without giving the opened page a handle on ours (docs/product-decisions.md). */
export async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
}

/** Checks a WhatsApp button goes to the church's number and returns its prefilled message, decoded. */
export async function whatsappMessage(link: Locator): Promise<string> {
  await expectNewTab(link);
  const url = new URL((await link.getAttribute("href")) ?? "");
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${CHURCH_WHATSAPP}`);
  return url.searchParams.get("text") ?? "";
}
