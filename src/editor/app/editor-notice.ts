export interface Notice {
  replace(kind: "status" | "alert", text: string): void;
  closeAfter(ms: number): void;
  close(): void;
}

/**
 * A message of the editor's own, in Portuguese, above everything Decap shows (its media library's modal has a very
 * high z-index), readable at 390 px: one per `id` at a time (a new one replaces it). A refusal or a failure is an alert
 * and stays until closed; progress and success are a status.
 */
export function showNotice(doc: Document, id: string, kind: "status" | "alert", text: string): Notice {
  doc.getElementById(id)?.querySelector("button")?.click();
  const box = doc.createElement("div");
  box.id = id;
  Object.assign(box.style, {
    position: "fixed",
    zIndex: "2147483647",
    boxSizing: "border-box",
    display: "flex",
    gap: "0.75rem",
    alignItems: "flex-start",
    padding: "0.75rem 1rem",
    borderRadius: "0.5rem",
    boxShadow: "0 0.5rem 1.5rem rgba(0, 0, 0, 0.25)",
    font: "15px/1.45 system-ui, sans-serif",
  });
  const message = doc.createElement("p");
  Object.assign(message.style, { margin: "0", flex: "1" });
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = "Fechar";
  Object.assign(close.style, { font: "inherit", fontWeight: "600", minHeight: "44px", padding: "0 0.75rem", cursor: "pointer" });
  box.append(message, close);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const replace = (nextKind: "status" | "alert", nextText: string) => {
    clearTimeout(timer);
    // The role is set before the text, so a screen reader announces the new words with their urgency.
    box.setAttribute("role", nextKind);
    const refused = nextKind === "alert";
    Object.assign(box.style, {
      background: refused ? "#fdecea" : "#eef6ee",
      color: refused ? "#611a15" : "#1e3d23",
      border: `1px solid ${refused ? "#d9534f" : "#5a9b62"}`,
    });
    Object.assign(close.style, { background: "#fff", color: "inherit", border: "1px solid currentColor", borderRadius: "0.375rem" });
    message.textContent = nextText;
  };
  replace(kind, text);
  doc.body.append(box);
  const stopFollowing = followVisibleArea(doc, box);
  const remove = () => {
    stopFollowing();
    box.remove();
  };
  close.addEventListener("click", remove);
  return {
    replace,
    closeAfter: (ms) => {
      timer = setTimeout(remove, ms);
    },
    close: remove,
  };
}

/**
 * Keeps the notice centred in what the screen shows (the visual viewport), which differs from the layout viewport
 * "position: fixed" follows when the page is zoomed in with two fingers, or wider than the screen (Decap's own
 * editor is, below 800 px, without phone-layout.ts).
 */
function followVisibleArea(doc: Document, box: HTMLElement): () => void {
  const view = doc.defaultView?.visualViewport;
  const place = () => {
    const width = Math.min((view?.width ?? doc.documentElement.clientWidth) - 24, 576);
    const left = (view?.offsetLeft ?? 0) + ((view?.width ?? doc.documentElement.clientWidth) - width) / 2;
    Object.assign(box.style, { top: `${(view?.offsetTop ?? 0) + 12}px`, left: `${left}px`, width: `${width}px` });
  };
  place();
  view?.addEventListener("resize", place);
  view?.addEventListener("scroll", place);
  return () => {
    view?.removeEventListener("resize", place);
    view?.removeEventListener("scroll", place);
  };
}
