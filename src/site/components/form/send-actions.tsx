import type { MouseEvent } from "react";
import { Mail, Send } from "lucide-react";
import { WhatsAppIcon } from "@/site/components/brand-icons";
import { buttonStyles } from "@/site/components/button-styles";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useFormWords, useNewTabWords } from "@/site/data/words-context";
import { formStyles as s } from "./form-styles";

export type SendState = "idle" | "sending" | "error";

type HandOff = { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };

/** The words that name what is sent ("mensagem", "pedido"): the form's block's own; the rest are the forms' shared words. */
export type SendTexts = {
  /** The main button when the site sends it itself (e.g. "Enviar mensagem"). */
  submit: string;
  /** Under "Não foi possível enviar agora.": what became of the text and what to do. */
  failed: string;
};

type SendActionsProps = {
  /** With a form endpoint the main button POSTs there; without one it opens WhatsApp. */
  viaEndpoint: boolean;
  texts: SendTexts;
  state: SendState;
  whatsapp: HandOff;
  email: HandOff;
};

function WhatsappLink({ whatsapp, variant }: { whatsapp: HandOff; variant: "primario" | "secundario" }) {
  const { newTab } = useNewTabWords();
  const { sendByWhatsapp } = useFormWords();
  return (
    <a href={whatsapp.href} target="_blank" rel="noopener noreferrer" onClick={whatsapp.onClick} css={[buttonStyles[variant], s.action]}>
      <WhatsAppIcon size={20} />
      {sendByWhatsapp}
      <span css={visuallyHidden}>{` ${newTab}`}</span>
    </a>
  );
}

function EmailLink({ email }: { email: HandOff }) {
  const { sendByEmail } = useFormWords();
  return (
    <a href={email.href} onClick={email.onClick} css={[buttonStyles.secundario, s.action]}>
      <Mail size={20} aria-hidden="true" />
      {sendByEmail}
    </a>
  );
}

/**
 * A form's send buttons (docs/product-decisions.md "Contact form submit"). WhatsApp first, e-mail as the
 * alternative; with an endpoint, one button that sends, and both alternatives appear when the endpoint
 * fails, so the visitor is never stuck with a text that cannot leave.
 */
export function SendActions({ viaEndpoint, texts, state, whatsapp, email }: SendActionsProps) {
  const { newTab } = useNewTabWords();
  const words = useFormWords();
  const sending = state === "sending";
  if (!viaEndpoint) {
    return (
      <div css={s.actions}>
        <button type="submit" css={[buttonStyles.primario, s.action]}>
          <WhatsAppIcon size={20} />
          {words.sendByWhatsapp}
          <span css={visuallyHidden}>{` ${newTab}`}</span>
        </button>
        <EmailLink email={email} />
      </div>
    );
  }
  return (
    <>
      {state === "error" && (
        <div role="alert" css={s.alert}>
          <p css={s.alertTitle}>{words.sendFailed}</p>
          <p css={s.alertText}>{texts.failed}</p>
          <div css={s.actions}>
            <WhatsappLink whatsapp={whatsapp} variant="secundario" />
            <EmailLink email={email} />
          </div>
        </div>
      )}
      <div css={s.actions}>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus mid-send. */}
        <button type="submit" aria-disabled={sending || undefined} css={[buttonStyles.primario, s.action, sending && s.busy]}>
          <Send size={20} aria-hidden="true" />
          {sending ? words.sending : state === "error" ? words.sendAgain : texts.submit}
        </button>
      </div>
    </>
  );
}
