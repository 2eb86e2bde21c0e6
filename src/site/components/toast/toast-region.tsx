import { TOAST_REGION_ID, TOAST_TONES, toastTemplateId } from "@/lib/toasts";
import { useWords } from "@/site/data/words-context";
import { ToastCard } from "./toast-card";
import { toastRegionStyle } from "./toast-styles";

/**
 * One polite live region that exists from the first paint, so screen readers announce each toast
 * added to it (a region created together with its message is often not read), and the card models
 * src/lib/toasts.ts clones. Bottom-left, clear of the floating WhatsApp and back-to-top buttons.
 */
export function ToastRegion() {
  const { notices } = useWords();
  return (
    <>
      <div id={TOAST_REGION_ID} role="status" aria-live="polite" aria-label={notices.noticesRegion} css={toastRegionStyle} />
      {TOAST_TONES.map((tone) => (
        <template key={tone} id={toastTemplateId(tone)}>
          <ToastCard tone={tone} closeLabel={notices.closeNotice} />
        </template>
      ))}
    </>
  );
}
