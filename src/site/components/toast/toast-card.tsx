import { CheckCircle2, Info, X } from "lucide-react";
import type { ToastTone } from "@/lib/toasts";
import { toastCardStyles as s } from "./toast-card-styles";

/** The model of one message, filled and cloned by src/lib/toasts.ts ([data-toast-message] takes the text). */
export function ToastCard({ tone, closeLabel }: { tone: ToastTone; closeLabel: string }) {
  const Icon = tone === "success" ? CheckCircle2 : Info;
  return (
    <div css={s.toast}>
      <span css={s.icon}>
        <Icon size={22} aria-hidden="true" />
      </span>
      <p css={s.message} data-toast-message="" />
      <button type="button" css={s.close} aria-label={closeLabel} title={closeLabel}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
