import { useCallback } from "react";
import { useFormDraft } from "@/site/components/form/use-form-draft";
import { DRAFT_KEY } from "./contact-address";
import { cleanFieldText, FIELD_MAX } from "./contact-field-text";
import { EMPTY_FIELDS, type ContactFields } from "./contact-field-text";

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

const EMPTY_DRAFT: ContactDraft = { fields: EMPTY_FIELDS };

/**
 * The contact form's fields, saved in the tab on every change (src/site/components/form/use-form-draft.ts);
 * a ?assunto= link fills the subject once.
 */
export function useContactDraft(subjectParam: string | null) {
  const start = useCallback((stored: ContactDraft | null) => startingDraft(stored, subjectParam), [subjectParam]);
  return useFormDraft<ContactFields, ContactDraft>({ key: DRAFT_KEY, empty: EMPTY_DRAFT, parse: parseDraft, start });
}
