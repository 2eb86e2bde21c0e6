import { expect, type Page } from "@playwright/test";
import type { LoadedPage } from "../../../src/engine/core/kinds/types";
import { whatsappMessage } from "./outbound-links";

/**
 * Every "whatsapp:<message>" button of a page's call-to-action blocks opens the church's WhatsApp with
 * that very message, read from the content. Returns how many it checked, so a test can say when none.
 */
export async function expectWhatsappActions(page: Page, loaded: LoadedPage): Promise<number> {
  let checked = 0;
  for (const section of loaded.page.sections) {
    if (section.type !== "cta") continue;
    const region = page.getByRole("region", { name: section.heading });
    for (const action of section.actions.filter((a) => a.href.startsWith("whatsapp:"))) {
      expect(await whatsappMessage(region.getByRole("link", { name: action.label }))).toBe(action.href.slice("whatsapp:".length));
      checked += 1;
    }
  }
  return checked;
}
