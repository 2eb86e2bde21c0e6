import { useCallback, useEffect, useRef, useState } from "react";

/** What a form keeps between reloads: its fields, and whatever else it needs to remember about them. */
export interface StoredDraft<Fields> {
  fields: Fields;
}

type DraftOptions<Fields, Draft extends StoredDraft<Fields>> = {
  /** The sessionStorage key: one per form, so two forms never read each other's text. */
  key: string;
  /** The draft of a form nobody has touched, as the pre-rendered HTML shows it. */
  empty: Draft;
  /** Reads a stored draft; null when it is missing or unreadable. Text from storage is held to the fields' rules. */
  parse: (raw: string | null) => Draft | null;
  /** The draft the form starts from, given the stored one (a link's query may change it). Must be stable (useCallback). */
  start?: (stored: Draft | null) => Draft;
};

const isBlank = (value: unknown) => value === false || (typeof value === "string" && value.trim() === "");

/**
 * Drafts live in sessionStorage (docs/product-decisions.md): a reload or a failed send loses no text, closing
 * the tab forgets it, and nothing leaves the visitor's browser (privacidade.json says so).
 * Storage can be unavailable (blocked, full, some private modes); the form must work regardless.
 */
function store<Fields>(key: string, draft: StoredDraft<Fields> | null) {
  try {
    if (draft && !Object.values(draft.fields as object).every(isBlank)) sessionStorage.setItem(key, JSON.stringify(draft));
    else sessionStorage.removeItem(key);
  } catch {
    /* nothing to keep the draft in: the fields still work */
  }
}

function load(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A form's fields, saved on every change. The stored draft is read in an effect, i.e. after hydration:
 * the pre-rendered HTML has empty fields, and so must the first client render.
 */
export function useFormDraft<Fields extends object, Draft extends StoredDraft<Fields>>({ key, empty, parse, start }: DraftOptions<Fields, Draft>) {
  const [fields, setFields] = useState<Fields>(empty.fields);
  // The draft as of the last change, ahead of React's next render: typing replayed at hydration
  // (src/site/islands/typed-fields.ts) arrives as several changes in a row, and each must build on the last.
  const latest = useRef<Draft>(empty);
  // False until the stored draft is applied, i.e. until the fields show what they will.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const stored = parse(load(key));
    const draft = start ? start(stored) : (stored ?? empty);
    latest.current = draft;
    setFields(draft.fields);
    setReady(true);
    store(key, draft);
  }, [key, empty, parse, start]);

  /** Changes some fields and returns them all, as they now are. */
  const update = useCallback(
    (changed: Partial<Fields>): Fields => {
      const next = { ...latest.current, fields: { ...latest.current.fields, ...changed } };
      latest.current = next;
      setFields(next.fields);
      store(key, next);
      return next.fields;
    },
    [key],
  );

  const clear = useCallback(() => {
    latest.current = empty;
    setFields(empty.fields);
    store(key, null);
  }, [key, empty]);

  return { fields, ready, update, clear };
}
