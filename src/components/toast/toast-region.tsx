import { lazy, Suspense, useState } from "react";
import type { ToastItem } from "./toast-provider";
import { toastRegionStyle } from "./toast-styles";

// No page shows a toast before the visitor acts, so the messages' own code is not part of the first load.
const ToastCard = lazy(() => import("./toast-card").then((module) => ({ default: module.ToastCard })));

type ToastRegionProps = { toasts: ToastItem[]; onDismiss: (id: number) => void };

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
      css={toastRegionStyle}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <ToastCard key={toast.id} toast={toast} paused={hovered || focused} onDismiss={onDismiss} />
          ))}
        </Suspense>
      )}
    </div>
  );
}
