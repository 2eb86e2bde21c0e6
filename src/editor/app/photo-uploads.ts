import { PhotoRefused, preparePhoto, readableSize, type PreparedPhoto } from "./photo-preparation";

/**
 * Every file chosen in the editor (Decap's media library: a block's picture, the image button of a post's
 * text) passes through preparePhoto before Decap sees it.
 *
 * Decap 3.16 has no hook between "a file was chosen" and "the file is held": its events are about entries
 * (preSave, prePublish…); `media_library.max_file_size` refuses the phone's original before it could be made
 * smaller, in an alert; `media_processing` (decap-cms-core 3.19) resizes to a fixed width, enlarging small
 * pictures and leaving a portrait photo taller than the limit, and passes HEIC through; a media library of our
 * own (registerMediaLibrary) would replace the whole library; a backend wrapper sees the file only when the
 * entry is saved. The one thing every upload shares is the file input of Decap's upload button, so the change
 * event is caught on its way down (capture, on the document, before React's listener on its root), the photo
 * prepared, put in the input's place and the event sent again: Decap then reads the prepared file from the
 * same input as it always does.
 */
export function preparePhotosBeforeUpload(doc: Document = document): void {
  // Inputs whose next change event is our own, carrying the prepared photo.
  const prepared = new WeakSet<HTMLInputElement>();
  doc.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file") return;
      if (prepared.has(input)) {
        prepared.delete(input);
        return;
      }
      const chosen = input.files?.[0];
      if (!chosen) return;
      event.stopImmediatePropagation();
      const notice = showNotice(doc, "status", `Preparando a foto "${chosen.name}" para o site…`);
      preparePhoto(chosen).then(
        (photo) => {
          const transfer = new DataTransfer();
          transfer.items.add(photo.file);
          input.files = transfer.files;
          prepared.add(input);
          input.dispatchEvent(new Event("change", { bubbles: true }));
          notice.replace("status", readyText(photo));
          notice.closeAfter(8000);
        },
        (error: unknown) => {
          input.value = "";
          const message =
            error instanceof PhotoRefused
              ? error.message
              : `Não foi possível preparar a foto "${chosen.name}". Nada foi enviado. Tente de novo; se o problema continuar, salve uma cópia da foto em JPG e envie a cópia.`;
          notice.replace("alert", message);
        },
      );
    },
    { capture: true },
  );
}

function readyText({ file, before, after }: PreparedPhoto): string {
  const resized =
    after.width !== before.width || after.height !== before.height ? `, ${before.width} × ${before.height} → ${after.width} × ${after.height} pixels` : "";
  return `Foto pronta: "${file.name}", ${readableSize(before.bytes)} → ${readableSize(after.bytes)}${resized}, sem dados de localização.`;
}

interface Notice {
  replace(kind: "status" | "alert", text: string): void;
  closeAfter(ms: number): void;
}

const NOTICE_ID = "aviso-da-foto";

/**
 * One message at a time, above Decap's media library (its modal has a very high z-index), readable at 390 px.
 * A refusal is an alert and stays until closed; progress and success are a status.
 */
function showNotice(doc: Document, kind: "status" | "alert", text: string): Notice {
  doc.getElementById(NOTICE_ID)?.querySelector("button")?.click();
  const box = doc.createElement("div");
  box.id = NOTICE_ID;
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
