/**
 * A gate a routed response waits at until the test opens it: the test sees what the page shows while the answer is on
 * its way ("Enviando…", "Carregando..."), then lets the answer through. No guess at how long "long enough" is on a
 * busy machine: the answer comes exactly when the test has seen the waiting state.
 */
export interface Gate {
  /** Resolves once the test opens the gate. */
  passed: Promise<void>;
  open(): void;
}

export function gate(): Gate {
  let open = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}
