import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { ToastRegion } from "./toast-region";

/** Spec §9: at most 3 toasts at once, each for 4 seconds unless told otherwise. */
export const MAX_TOASTS = 3;
export const DEFAULT_TOAST_DURATION = 4000;

export type ToastTone = "info" | "success";

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  duration: number;
}

export interface ToastApi {
  /**
   * Shows a message; returns its id. A fourth toast pushes out the oldest; the same message again
   * replaces the one on screen (its time starts over) instead of stacking a copy on repeated clicks.
   */
  show: (message: string, options?: { tone?: ToastTone; duration?: number }) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ToastApi["show"]>((message, options = {}) => {
    const id = nextId.current++;
    const toast: ToastItem = { id, message, tone: options.tone ?? "info", duration: options.duration ?? DEFAULT_TOAST_DURATION };
    setToasts((current) => [...current.filter((shown) => shown.message !== message), toast].slice(-MAX_TOASTS));
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
