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

/** A label's words as the visitor reads them, without the control inside it or a full stop at the end. */
function labelWords(label: HTMLLabelElement): string {
  const copy = label.cloneNode(true) as HTMLLabelElement;
  for (const control of copy.querySelectorAll("input, select, textarea")) control.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim().replace(/[.:]$/, "");
}

/**
 * What the visitor wrote, field by field ("Nome completo: Maria"), under the form's name: the text the fallback's
 * WhatsApp and e-mail links carry, so nothing has to be typed again.
 */
export function writtenText(form: HTMLFormElement): string {
  const lines: string[] = [];
  for (const control of form.elements) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue;
    if (!control.name || control.disabled || ["hidden", "submit", "button", "file"].includes(control.type)) continue;
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio") && !control.checked) continue;
    const value = control.value.trim();
    if (!value) continue;
    const label = control.labels?.[0];
    const name = label ? labelWords(label) : "";
    lines.push(name ? `${name}: ${value}` : value);
  }
  const title = form.getAttribute("aria-label")?.trim();
  return [...(title ? [title, ""] : []), ...lines].join("\n");
}

/** The fallback's WhatsApp and e-mail links, carrying `text` (RFC 6068 line breaks in the e-mail). */
function carry(fallback: HTMLElement, text: string, subject: string): void {
  for (const link of fallback.querySelectorAll<HTMLAnchorElement>(`a[${FALLBACK_SENDS_ATTRIBUTE}]`)) {
    const bare = link.href.split("?")[0] ?? link.href;
    if (link.getAttribute(FALLBACK_SENDS_ATTRIBUTE) === "whatsapp") link.href = `${bare}?text=${encodeURIComponent(text)}`;
    else {
      const query = [subject && `subject=${encodeURIComponent(subject)}`, `body=${encodeURIComponent(text.replace(/\n/g, "\r\n"))}`].filter(Boolean);
      link.href = `${bare}?${query.join("&")}`;
    }
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

/** Hides the fallback again before the island's code, tried once more, takes over: React finds the page as built. */
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
