import { useEffect, useRef } from "react";
import { CheckCircle2, ExternalLink } from "lucide-react";
import { buttonStyles } from "@/components/button-styles";
import { visuallyHidden } from "@/components/visually-hidden";
import { contactFormStyles as s } from "./contact-form-styles";

export type SentVia = "whatsapp" | "email" | "endpoint";

/** How a message left the form: handed to an app (which may not have opened), or sent by the endpoint. */
export type Sent = { via: SentVia; href?: string; blocked?: boolean };

type Copy = { heading: string; text: string; again?: string };

const copy: Record<SentVia, Copy> = {
  whatsapp: {
    heading: "Sua mensagem está pronta no WhatsApp",
    text: "Abrimos o WhatsApp da igreja com o seu texto já escrito: é só tocar em enviar. Se o aplicativo não abriu, use o botão abaixo. O texto continua guardado aqui até você confirmar que enviou.",
    again: "Abrir o WhatsApp de novo",
  },
  email: {
    heading: "Sua mensagem está pronta no e-mail",
    text: "Abrimos o seu aplicativo de e-mail com a mensagem e o assunto preenchidos: é só enviar. Se nenhum aplicativo abriu, volte e envie pelo WhatsApp. O texto continua guardado aqui até você confirmar que enviou.",
    again: "Abrir o e-mail de novo",
  },
  endpoint: {
    heading: "Mensagem enviada. Obrigado!",
    text: "Recebemos o que você escreveu e vamos responder pelo telefone ou e-mail que você deixou. Deus abençoe!",
  },
};

// The browser refused the new tab (a popup blocker): the link below opens it, since a tap on a link is always allowed.
const blockedCopy: Copy = {
  heading: "Falta um toque para abrir o WhatsApp",
  text: "O navegador não deixou o site abrir uma nova aba. Toque no botão abaixo para abrir o WhatsApp com a sua mensagem já escrita. O texto continua guardado aqui até você confirmar que enviou.",
  again: "Abrir o WhatsApp",
};

type ContactSentProps = {
  sent: Sent;
  /** Back to the form with the text as it was. */
  onEdit: () => void;
  /** The visitor says the message left (or starts another): only now is the draft forgotten. */
  onDone: () => void;
};

/**
 * Replaces the form after a send. Focus moves to its heading so screen readers hear the outcome.
 * A hand-off (WhatsApp, e-mail) cannot tell whether the app opened or the message left, so the
 * draft stays until the visitor confirms (docs/product-decisions.md: nothing lost), with the message one tap away.
 */
export function ContactSent({ sent, onEdit, onDone }: ContactSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = sent.blocked ? blockedCopy : copy[sent.via];
  const handedOff = sent.via !== "endpoint";
  const newTab = sent.via === "whatsapp";
  return (
    <div css={s.sent}>
      {!sent.blocked && (
        <span css={s.sentIcon}>
          <CheckCircle2 size={40} aria-hidden="true" focusable="false" />
        </span>
      )}
      <h3 ref={heading} tabIndex={-1} css={s.sentHeading}>
        {text.heading}
      </h3>
      <p css={s.sentText}>{text.text}</p>
      <div css={s.actions}>
        {sent.href && text.again && (
          <a href={sent.href} css={[buttonStyles.primario, s.action]} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
            {newTab && <ExternalLink size={18} aria-hidden="true" focusable="false" />}
            {text.again}
            {newTab && <span css={visuallyHidden}> (abre em nova aba)</span>}
          </a>
        )}
        {handedOff && (
          <button type="button" onClick={onEdit} css={[buttonStyles.secundario, s.action]}>
            Voltar e editar a mensagem
          </button>
        )}
        <button type="button" onClick={onDone} css={[buttonStyles.secundario, s.action]}>
          {handedOff ? "Já enviei: escrever outra mensagem" : "Escrever outra mensagem"}
        </button>
      </div>
    </div>
  );
}
