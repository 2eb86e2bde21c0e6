import { useEffect, useRef } from "react";
import { CheckCircle2, ExternalLink } from "lucide-react";
import { buttonStyles } from "@/site/components/button-styles";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useNewTabWords } from "@/site/data/words-context";
import { formStyles as s } from "./form-styles";

export type SentVia = "whatsapp" | "email" | "endpoint";

/** How a message left the form: handed to an app (which may not have opened), or sent by the endpoint. */
export type Sent = { via: SentVia; href?: string; blocked?: boolean };

type Copy = { heading: string; text: string; again?: string };

/** What the panel says for each way out, and when the browser refused the WhatsApp tab (a popup blocker). */
export type SentCopy = Record<SentVia, Copy> & {
  blocked: Copy;
  /** The button back to the form, after a hand-off (e.g. "Voltar e editar a mensagem"). */
  edit: string;
  /** The button that forgets the text, after a hand-off and after the endpoint took it. */
  done: { handedOff: string; sent: string };
};

type SentPanelProps = {
  sent: Sent;
  copy: SentCopy;
  /** Back to the form with the text as it was. */
  onEdit: () => void;
  /** The visitor says the message left (or starts another): only now is the draft forgotten. */
  onDone: () => void;
};

/**
 * Replaces a form after a send. Focus moves to its heading so screen readers hear the outcome.
 * A hand-off (WhatsApp, e-mail) cannot tell whether the app opened or the message left, so the
 * draft stays until the visitor confirms (docs/product-decisions.md: nothing lost), with the message one tap away.
 */
export function SentPanel({ sent, copy, onEdit, onDone }: SentPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const newTabWords = useNewTabWords();
  useEffect(() => heading.current?.focus(), []);
  const text = sent.blocked ? copy.blocked : copy[sent.via];
  const handedOff = sent.via !== "endpoint";
  const newTab = sent.via === "whatsapp";
  return (
    <div css={s.sent}>
      {!sent.blocked && (
        <span css={s.sentIcon}>
          <CheckCircle2 size={40} aria-hidden="true" />
        </span>
      )}
      <h3 ref={heading} tabIndex={-1} css={s.sentHeading}>
        {text.heading}
      </h3>
      <p css={s.sentText}>{text.text}</p>
      <div css={s.actions}>
        {sent.href && text.again && (
          <a href={sent.href} css={[buttonStyles.primario, s.action]} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {newTab && <ExternalLink size={18} aria-hidden="true" />}
            {text.again}
            {newTab && <span css={visuallyHidden}>{` ${newTabWords.newTab}`}</span>}
          </a>
        )}
        {handedOff && (
          <button type="button" onClick={onEdit} css={[buttonStyles.secundario, s.action]}>
            {copy.edit}
          </button>
        )}
        <button type="button" onClick={onDone} css={[buttonStyles.secundario, s.action]}>
          {handedOff ? copy.done.handedOff : copy.done.sent}
        </button>
      </div>
    </div>
  );
}
