import type { ReactNode } from "react";
import { AlertCircle } from "lucide-react";
import { useFormWords } from "@/site/data/words-context";
import { formStyles as s } from "./form-styles";

/** The ids a control points at: its hint first, then its error (read in that order). */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** The attributes that tie a control to its hint and error (aria-describedby, aria-invalid). */
export function controlAria(error: string | undefined, ...describing: (string | false | undefined)[]) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(...describing) } as const;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} css={s.error}>
      <AlertCircle size={18} aria-hidden="true" />
      {message}
    </p>
  );
}

type FieldProps = {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/**
 * Label, control, hint and error, always in that order. The error sits right under its field and
 * its id is `${id}-erro`; the hint's is `${id}-dica` (the control wires them with controlAria).
 */
export function Field({ id, label, optional = false, hint, error, children }: FieldProps) {
  const words = useFormWords();
  return (
    <div css={s.field}>
      <label htmlFor={id} css={s.label}>
        {label}
        {optional && <span css={s.optional}>{` ${words.optional}`}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-dica`} css={s.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-erro`} message={error} />
    </div>
  );
}
