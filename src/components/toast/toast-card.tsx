import { useEffect } from "react";
import { CheckCircle2, Info, X } from "lucide-react";
import type { ToastItem } from "./toast-provider";
import { toastCardStyles as s } from "./toast-card-styles";

/** One message of the live region (toast-region.tsx); its code loads with the first message shown. */
export function ToastCard({ toast, paused, onDismiss }: { toast: ToastItem; paused: boolean; onDismiss: (id: number) => void }) {
  useEffect(() => {
    // While the visitor points at or tabs into the toasts they stay (WCAG 2.2.1); leaving restarts the count.
    if (paused) return undefined;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.duration, onDismiss]);
  const Icon = toast.tone === "success" ? CheckCircle2 : Info;
  return (
    <div css={s.toast}>
      <span css={s.icon}>
        <Icon size={22} aria-hidden="true" focusable="false" />
      </span>
      <p css={s.message}>{toast.message}</p>
      <button type="button" css={s.close} aria-label="Fechar aviso" title="Fechar aviso" onClick={() => onDismiss(toast.id)}>
        <X size={18} aria-hidden="true" focusable="false" />
      </button>
    </div>
  );
}
