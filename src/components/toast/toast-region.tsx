import { useEffect, useState } from "react";
import { CheckCircle2, Info, X } from "lucide-react";
import type { ToastItem } from "./toast-provider";
import { toastStyles as s } from "./toast-styles";

type ToastRegionProps = { toasts: ToastItem[]; onDismiss: (id: number) => void };

function Toast({ toast, paused, onDismiss }: { toast: ToastItem; paused: boolean; onDismiss: (id: number) => void }) {
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

/**
 * One polite live region that exists from the first render, so screen readers announce each
 * toast added to it (a region created together with its message is often not read).
 * Bottom-left, clear of the floating WhatsApp and back-to-top buttons on the right.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Avisos"
      css={s.region}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} paused={hovered || focused} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
