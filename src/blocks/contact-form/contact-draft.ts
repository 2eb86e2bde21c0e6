import { useCallback, useEffect, useRef, useState } from "react";
import { DRAFT_KEY } from "./contact-address";
import { cleanFieldText, FIELD_MAX } from "./contact-field-text";
import { EMPTY_FIELDS, type ContactFields } from "./contact-validation";

/** Longer subjects in a shared link are cut: the field is a subject line, not a message. */
export const MAX_SUBJECT = FIELD_MAX.assunto;

export interface ContactDraft {
  fields: ContactFields;
  /** The ?assunto= already applied, so a reload keeps what the visitor changed since. */
  subjectFromLink?: string;
}

export function parseDraft(raw: string | null): ContactDraft | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as { fields?: Record<string, unknown>; subjectFromLink?: unknown };
    const fields = { ...EMPTY_FIELDS };
    for (const key of Object.keys(fields) as (keyof ContactFields)[]) {
      const value = data.fields?.[key];
      // A draft is text from outside the form: held to the same rules as a link (no controls, the field's length).
      if (typeof value === "string") fields[key] = cleanFieldText(key, value);
    }
    return { fields, subjectFromLink: typeof data.subjectFromLink === "string" ? cleanFieldText("assunto", data.subjectFromLink) : undefined };
  } catch {
    return null;
  }
}

/**
 * A ministry's "Fale Conosco" link (?assunto=) fills the subject, unless that same link already
 * did: then the draft, possibly edited by the visitor, wins.
 */
export function startingDraft(stored: ContactDraft | null, subjectParam: string | null): ContactDraft {
  const draft = stored ?? { fields: EMPTY_FIELDS };
  const subject = cleanFieldText("assunto", subjectParam ?? "").trim();
  if (!subject || subject === draft.subjectFromLink) return draft;
  return { fields: { ...draft.fields, assunto: subject }, subjectFromLink: subject };
}

const isEmpty = (fields: ContactFields) => Object.values(fields).every((value) => value.trim() === "");

/**
 * Drafts live in sessionStorage (docs/product-decisions.md): a reload or a failed send loses no text, closing
 * the tab forgets it, and nothing leaves the visitor's browser (privacidade.json says so).
 * Storage can be unavailable (blocked, full, some private modes); the form must work regardless.
 */
function store(draft: ContactDraft | null) {
  try {
    if (draft && !isEmpty(draft.fields)) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    /* nothing to keep the draft in: the fields still work */
  }
}

function load(): ContactDraft | null {
  try {
    return parseDraft(sessionStorage.getItem(DRAFT_KEY));
  } catch {
    return null;
  }
}

/**
 * The form's fields, saved on every change. The draft and the query are read in an effect, i.e.
 * after hydration: the pre-rendered HTML has empty fields, and so must the first client render.
 */
export function useContactDraft(subjectParam: string | null) {
  const [fields, setFields] = useState<ContactFields>(EMPTY_FIELDS);
  // The fields as of the last change, ahead of React's next render: typing replayed at hydration
  // (src/islands/typed-fields.ts) arrives as several changes in a row, and each must build on the last.
  const latest = useRef<ContactFields>(EMPTY_FIELDS);
  // False until the stored draft and the query are applied, i.e. until the fields show what they will.
  const [ready, setReady] = useState(false);
  const subjectFromLink = useRef<string | undefined>(undefined);

  useEffect(() => {
    const draft = startingDraft(load(), subjectParam);
    subjectFromLink.current = draft.subjectFromLink;
    latest.current = draft.fields;
    setFields(draft.fields);
    setReady(true);
    store(draft);
  }, [subjectParam]);

  /** Changes some fields and returns them all, as they now are. */
  const update = useCallback((changed: Partial<ContactFields>): ContactFields => {
    const next = { ...latest.current, ...changed };
    latest.current = next;
    setFields(next);
    store({ fields: next, subjectFromLink: subjectFromLink.current });
    return next;
  }, []);

  const clear = useCallback(() => {
    latest.current = EMPTY_FIELDS;
    setFields(EMPTY_FIELDS);
    store(null);
  }, []);

  return { fields, ready, update, clear };
}
