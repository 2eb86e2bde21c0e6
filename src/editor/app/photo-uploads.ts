import { showNotice } from "./editor-notice";
import { PhotoRefused, preparePhoto, readableSize, type PreparedPhoto } from "./photo-preparation";

/** One photo message at a time: a new choice replaces the last one's. */
const PHOTO_NOTICE = "aviso-da-foto";

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
      const notice = showNotice(doc, PHOTO_NOTICE, "status", `Preparando a foto "${chosen.name}" para o site…`);
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
