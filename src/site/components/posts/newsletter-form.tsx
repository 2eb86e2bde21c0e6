import { useId, useState, type FormEvent } from "react";
import { Rss } from "lucide-react";
import { buttonStyles } from "@/site/components/button-styles";
import { withBase } from "@/lib/base-path";
import { postForm } from "@/lib/post-form";
import { newsletterEndpointBody, newsletterMailto, newsletterSubject, validateNewsletter, type NewsletterErrors } from "./newsletter-submit";
import { newsletterStyles as s } from "./newsletter-styles";

/** Everything the form shows or sends, given by the page (it is an island: src/site/blocks/newsletter/newsletter-island.tsx). */
export interface NewsletterFormProps {
  /** What is subscribed to: the blog page's title ("Palavra do Mês"). */
  name: string;
  siteName: string;
  churchEmail: string;
  /** site.json's newsletterEndpoint, when the church uses a list service. */
  endpoint?: string;
  privacy: { href: string; label: string };
  compact?: boolean;
}

type SendState = { step: "idle" | "sending" | "failed" | "mailto" } | { step: "sent"; to: string };

function statusText(state: SendState, name: string): string {
  if (state.step === "sending") return "Enviando sua inscrição…";
  if (state.step === "sent") return `Inscrição feita! “${name}” vai chegar em ${state.to}.`;
  if (state.step === "mailto") return "Abrimos seu aplicativo de e-mail com o pedido pronto: é só enviar.";
  return "";
}

/**
 * "Inscrever" (docs/product-decisions.md): a valid e-mail plus an unticked-by-default consent. With site.json's
 * newsletterEndpoint the request is POSTed there (sending, done, or failed with the e-mail kept and
 * the e-mail route offered); without it the church receives it by e-mail. The RSS feed is for everyone.
 */
export function NewsletterForm({ name, siteName, churchEmail, endpoint, privacy, compact = false }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [state, setState] = useState<SendState>({ step: "idle" });
  const sending = state.step === "sending";
  const mailto = newsletterMailto({ name, churchEmail }, email);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateNewsletter(email, consent);
    setErrors(found);
    if (found.email) return document.getElementById(`${id}-email`)?.focus();
    if (found.consent) return document.getElementById(`${id}-consent`)?.focus();
    if (!endpoint) {
      window.location.href = mailto;
      return setState({ step: "mailto" });
    }
    setState({ step: "sending" });
    if (!(await postForm(endpoint, newsletterEndpointBody(name, email)))) return setState({ step: "failed" });
    setState({ step: "sent", to: email.trim() });
    setEmail("");
    setConsent(false);
  }

  return (
    // Without JavaScript the browser still sends the request: to the endpoint, or as an e-mail (the fields become its text).
    <form
      css={[s.form, compact && s.compact]}
      onSubmit={submit}
      noValidate
      aria-label={newsletterSubject(name)}
      action={endpoint ?? `mailto:${churchEmail}?subject=${encodeURIComponent(newsletterSubject(name))}`}
      method="post"
      encType={endpoint ? undefined : "text/plain"}
    >
      <label htmlFor={`${id}-email`} css={s.label}>
        Seu e-mail
      </label>
      <div css={s.row}>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-erro` : undefined}
          css={s.input}
        />
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus mid-send. */}
        <button type="submit" aria-disabled={sending || undefined} css={[buttonStyles.primario, s.button, sending && s.busy]}>
          {sending ? "Inscrevendo…" : "Inscrever"}
        </button>
      </div>
      {errors.email && (
        <p id={`${id}-email-erro`} css={s.error}>
          {errors.email}
        </p>
      )}
      <label css={s.consent}>
        <input
          id={`${id}-consent`}
          type="checkbox"
          name="autorizo"
          value="sim"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${id}-consent-erro` : undefined}
          css={s.checkbox}
        />
        <span>
          Autorizo a {siteName} a usar meu e-mail só para enviar “{name}” (veja a <a href={withBase(privacy.href)}>{privacy.label}</a>).
        </span>
      </label>
      {errors.consent && (
        <p id={`${id}-consent-erro`} css={s.error}>
          {errors.consent}
        </p>
      )}
      <p role="status" css={[s.status, sending && s.statusBusy]}>
        {statusText(state, name)}
      </p>
      {state.step === "failed" && (
        <div role="alert" css={s.alert}>
          <p css={s.alertText}>
            <strong>Não foi possível fazer a sua inscrição agora.</strong> Seu e-mail continua aqui: tente de novo em alguns instantes ou{" "}
            <a href={mailto}>envie o pedido por e-mail</a>.
          </p>
        </div>
      )}
      <a href={withBase("/blog/rss.xml")} css={s.rss}>
        <Rss size={16} aria-hidden /> Prefere um leitor de notícias? Assine o feed RSS
      </a>
    </form>
  );
}
