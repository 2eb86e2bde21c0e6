import { useSyncExternalStore } from "react";

/** The last save the check refused, kept on screen above the preview until the next check passes. */
export interface Refusal {
  /** "pages/inicio": which entry it is about. */
  entry: string;
  lines: string[];
}

let current: Refusal | undefined;
const listeners = new Set<() => void>();

export function setRefusal(refusal: Refusal | undefined): void {
  current = refusal;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Decap's own error notice closes after a few seconds; this one stays while the problems do. */
export function useRefusal(entry: string): Refusal | undefined {
  const refusal = useSyncExternalStore(subscribe, () => current);
  return refusal?.entry === entry ? refusal : undefined;
}
