/** Content hrefs starting with "/" or "#" stay in the single-page app; everything else leaves it. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** Files generated at build (calendar, feeds) must be downloaded, not routed by the app. */
export function isStaticFile(href: string): boolean {
  return /\.(ics|xml|pdf|txt|json)$/.test(href.split(/[?#]/)[0] ?? "");
}

/** Content writes WhatsApp buttons as "whatsapp:<message>"; the number always comes from site.json. */
export function whatsappMessageOf(href: string): string | null {
  return href.startsWith("whatsapp:") ? href.slice("whatsapp:".length).trim() : null;
}
