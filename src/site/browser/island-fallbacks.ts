import { BUTTON_HREF_ATTRIBUTE, FALLBACK_ATTRIBUTE, FALLBACK_SENDS_ATTRIBUTE, GROUP_ATTRIBUTE } from "@/site/islands/island-definition";

/**
 * What an island's controls do when its code cannot load (a phone losing its signal, a deploy that replaced the
 * chunk while the page was open): what the page does without JavaScript, or says so in the block's own words. Nothing
 * here writes a word a visitor reads: the words are the block's (its schema's defaults), written into the page by the
 * build (Island's `fallback`), and the fields' own labels.
 */

/** The island's fallback (src/site/islands/island.tsx writes it beside the island, hidden), if it has one. */
function fallbackOf(island: HTMLElement): HTMLElement | null {
  const group = island.parentElement?.hasAttribute(GROUP_ATTRIBUTE) ? island.parentElement : null;
  return group?.querySelector<HTMLElement>(`:scope > [${FALLBACK_ATTRIBUTE}]`) ?? null;
}

/**
 * What the visitor wrote, field by field under its label ("Nome completo: Maria"), the form's name first: the text
 * the fallback's WhatsApp and e-mail links carry, so nothing has to be typed again. What the browser would send
 * (FormData: filled fields, ticked boxes), hidden fields and empty ones aside.
 */
export function writtenText(form: HTMLFormElement): string {
  const lines = [form.getAttribute("aria-label") ?? "", ""];
  for (const [name, value] of new FormData(form)) {
    const control = form.elements.namedItem(name) as HTMLInputElement | null;
    const text = String(value).trim();
    if (!text || control?.type === "hidden") continue;
    // A label's words as the visitor reads them ("Seu nome (opcional)"), without a full stop at the end.
    const label = (control?.labels?.[0]?.textContent ?? "").replace(/\s+/g, " ").trim().replace(/[.:]$/, "");
    lines.push(label ? `${label}: ${text}` : text);
  }
  return lines.join("\n").trim();
}

/** The fallback's WhatsApp and e-mail links, carrying `text` (RFC 6068 line breaks in the e-mail). */
function carry(fallback: HTMLElement, text: string, subject: string): void {
  for (const link of fallback.querySelectorAll<HTMLAnchorElement>(`a[${FALLBACK_SENDS_ATTRIBUTE}]`)) {
    const bare = link.href.split("?")[0];
    link.href =
      link.getAttribute(FALLBACK_SENDS_ATTRIBUTE) === "whatsapp"
        ? `${bare}?text=${encodeURIComponent(text)}`
        : `${bare}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text.replace(/\n/g, "\r\n"))}`;
  }
}

/**
 * Shows the island's fallback: as an alert the visitor is taken to (a form's panel, right after they pressed send),
 * or as a polite note (a list's, when the page opened asking for what the list could not load). False when the island
 * has none.
 */
export function showFallback(island: HTMLElement, how: "alert" | "note"): boolean {
  const fallback = fallbackOf(island);
  if (!fallback) return false;
  fallback.setAttribute("role", how === "alert" ? "alert" : "status");
  fallback.hidden = false;
  if (how === "alert") {
    fallback.tabIndex = -1;
    fallback.focus({ preventScroll: true });
    fallback.scrollIntoView({ block: "nearest" });
  }
  return true;
}

/** Hides the fallback again when the island's code, tried once more, has come: the island works now. */
export function hideFallback(island: HTMLElement): void {
  const fallback = fallbackOf(island);
  if (fallback) fallback.hidden = true;
}

/**
 * A form sent while its island's code cannot load. With a service to post to (the form's action) and a connection,
 * the browser sends it there itself, as without JavaScript (after its own check of the required fields). Otherwise
 * (the form would open an e-mail app, or the phone is offline) the fallback says what happened, the text stays in the
 * fields, and its WhatsApp and e-mail links carry what was written.
 */
export function sendWithoutIsland(form: HTMLFormElement, island: HTMLElement): void {
  const action = new URL(form.action, location.href);
  if ((action.protocol === "https:" || action.protocol === "http:") && navigator.onLine !== false) {
    if (form.reportValidity()) form.submit();
    return;
  }
  const fallback = fallbackOf(island);
  if (fallback) carry(fallback, writtenText(form), form.getAttribute("aria-label") ?? "");
  showFallback(island, "alert");
}

/**
 * A button pressed while its island's code cannot load: one that stands for an address ("Mostrar mais", a category)
 * goes there, as a link would, and the page that opens tries the code again; offline, or for a button without one,
 * the island's note says what happened.
 */
export function pressWithoutIsland(button: HTMLButtonElement, island: HTMLElement): void {
  const href = button.getAttribute(BUTTON_HREF_ATTRIBUTE);
  if (href !== null && navigator.onLine !== false) {
    const url = new URL(href, location.href);
    // "?" (the whole list) is the page's own address, without a query.
    if (!url.search) url.search = "";
    location.assign(url.href);
    return;
  }
  showFallback(island, "alert");
}
