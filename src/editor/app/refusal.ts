import { useSyncExternalStore } from "react";

/** One problem of a refused save, as the form names it. */
export interface RefusedProblem {
  /** Decap's path of the field in this entry's form ("sections.2.title"): where the message is shown, beside the field. */
  field?: string;
  /** Where it is, in the form's words: "Seções › 3 (Abertura do topo) › Título", or another entry ("Páginas › Início › …"). */
  where: string;
  message: string;
}

/** The last save the check refused, kept on the form until the next check passes. */
export interface Refusal {
  /** "pages/inicio": which entry it is about. */
  entry: string;
  problems: RefusedProblem[];
}

let current: Refusal | undefined;
const listeners = new Set<() => void>();

export function setRefusal(refusal: Refusal | undefined): void {
  current = refusal;
  listeners.forEach((listener) => listener());
}

export function currentRefusal(): Refusal | undefined {
  return current;
}

export const subscribeToRefusals = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Decap's own error notice closes after a few seconds; this one stays while the problems do. */
export function useRefusal(entry: string | undefined): Refusal | undefined {
  const refusal = useSyncExternalStore(subscribeToRefusals, () => current);
  return entry && refusal?.entry === entry ? refusal : undefined;
}
