import { useEffect, useRef } from "react";
import { CheckCircle2 } from "lucide-react";
import { buttonStyles } from "@/components/button-styles";
import { visuallyHidden } from "@/components/visually-hidden";
import { contactFormStyles as s } from "./contact-form-styles";

export type SentVia = "whatsapp" | "email" | "endpoint";

const copy: Record<SentVia, { heading: string; text: string; again?: string }> = {
  whatsapp: {
    heading: "Sua mensagem está pronta no WhatsApp",
    text: "Abrimos o WhatsApp da igreja com o seu texto já escrito: é só tocar em enviar. Se o aplicativo não abriu, use o botão abaixo.",
    again: "Abrir o WhatsApp de novo",
  },
  email: {
    heading: "Sua mensagem está pronta no e-mail",
    text: "Abrimos o seu aplicativo de e-mail com a mensagem e o assunto preenchidos: é só enviar. Se ele não abriu, use o botão abaixo.",
    again: "Abrir o e-mail de novo",
  },
  endpoint: {
    heading: "Mensagem enviada. Obrigado!",
    text: "Recebemos o que você escreveu e vamos responder pelo telefone ou e-mail que você deixou. Deus abençoe!",
  },
};

type ContactSentProps = { via: SentVia; href?: string; onNew: () => void };

/**
 * Replaces the form after a send. Focus moves to its heading so screen readers hear the outcome.
 * A hand-off (WhatsApp, e-mail) keeps a link to the composed message: if the app did not open,
 * the text is still one tap away although the draft was cleared.
 */
export function ContactSent({ via, href, onNew }: ContactSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = copy[via];
  return (
    <div css={s.sent}>
      <span css={s.sentIcon}>
        <CheckCircle2 size={40} aria-hidden="true" focusable="false" />
      </span>
      <h3 ref={heading} tabIndex={-1} css={s.sentHeading}>
        {text.heading}
      </h3>
      <p css={s.sentText}>{text.text}</p>
      <div css={s.actions}>
        {href && text.again && (
          <a
            href={href}
            css={[buttonStyles.primario, s.action]}
            {...(via === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {text.again}
            {via === "whatsapp" && <span css={visuallyHidden}> (abre em nova aba)</span>}
          </a>
        )}
        <button type="button" onClick={onNew} css={[buttonStyles.secundario, s.action]}>
          Escrever outra mensagem
        </button>
      </div>
    </div>
  );
}
