/** Content hrefs starting with "/" or "#" stay in the single-page app; everything else leaves it. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** Content writes WhatsApp buttons as "whatsapp:<message>"; the number always comes from site.json. */
export function whatsappMessageOf(href: string): string | null {
  return href.startsWith("whatsapp:") ? href.slice("whatsapp:".length).trim() : null;
}
