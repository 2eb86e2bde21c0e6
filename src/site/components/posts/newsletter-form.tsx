import { Fragment, useId, useState, type FormEvent, type ReactNode } from "react";
import { Rss } from "lucide-react";
import { buttonStyles } from "@/site/components/button-styles";
import { withBase } from "@/lib/base-path";
import { postForm } from "@/lib/post-form";
import { newsletterEndpointBody, newsletterMailto, newsletterSubject, validateNewsletter, type NewsletterErrors } from "./newsletter-submit";
import { newsletterStyles as s } from "./newsletter-styles";
import type { NewsletterWords } from "./newsletter-words";

/** Everything the form shows or sends, given by the page (it is an island: src/site/blocks/newsletter/newsletter-island.tsx). */
export interface NewsletterFormProps {
  /** What is subscribed to: the blog page's title ("Palavra do Mês"). */
  name: string;
  siteName: string;
  churchEmail: string;
  /** site.json's newsletterEndpoint, when the church uses a list service. */
  endpoint?: string;
  privacy: { href: string; label: string };
  /** The blog page's newsletter section's words (or the block's own), over the schema's defaults: newsletter-words.ts. */
  words: NewsletterWords;
  compact?: boolean;
}

type SendState = { step: "idle" | "sending" | "failed" | "mailto" } | { step: "sent"; to: string };

function statusText(words: NewsletterWords, state: SendState, name: string): string {
  if (state.step === "sending") return words.sendingStatus;
  if (state.step === "sent") return words.subscribed.replaceAll("{nome}", name).replaceAll("{email}", state.to);
  if (state.step === "mailto") return words.mailtoOpened;
  return "";
}

/** A sentence with its {placeholders} replaced by text or elements (a link), as the pieces React renders one by one. */
function fill(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((part, index) => <Fragment key={index}>{index % 2 === 1 ? (values[part] ?? `{${part}}`) : part}</Fragment>);
}

/**
 * "Inscrever" (docs/product-decisions.md): a valid e-mail plus an unticked-by-default consent. With site.json's
 * newsletterEndpoint the request is POSTed there (sending, done, or failed with the e-mail kept and
 * the e-mail route offered); without it the church receives it by e-mail. The RSS feed is for everyone.
 */
export function NewsletterForm({ name, siteName, churchEmail, endpoint, privacy, words, compact = false }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [state, setState] = useState<SendState>({ step: "idle" });
  const sending = state.step === "sending";
  const mailto = newsletterMailto(words, { name, churchEmail }, email);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateNewsletter(words, email, consent);
    setErrors(found);
    if (found.email) return document.getElementById(`${id}-email`)?.focus();
    if (found.consent) return document.getElementById(`${id}-consent`)?.focus();
    if (!endpoint) {
      window.location.href = mailto;
      return setState({ step: "mailto" });
    }
    setState({ step: "sending" });
    if (!(await postForm(endpoint, newsletterEndpointBody(words, name, email)))) return setState({ step: "failed" });
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
      aria-label={newsletterSubject(words, name)}
      action={endpoint ?? `mailto:${churchEmail}?subject=${encodeURIComponent(newsletterSubject(words, name))}`}
      method="post"
      encType={endpoint ? undefined : "text/plain"}
    >
      <label htmlFor={`${id}-email`} css={s.label}>
        {words.emailLabel}
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
          {sending ? words.subscribing : words.subscribe}
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
        <span>{fill(words.consent, { igreja: siteName, nome: name, politica: <a href={withBase(privacy.href)}>{privacy.label}</a> })}</span>
      </label>
      {errors.consent && (
        <p id={`${id}-consent-erro`} css={s.error}>
          {errors.consent}
        </p>
      )}
      <p role="status" css={[s.status, sending && s.statusBusy]}>
        {statusText(words, state, name)}
      </p>
      {state.step === "failed" && (
        <div role="alert" css={s.alert}>
          <p css={s.alertText}>
            <strong>{words.failedTitle}</strong> {fill(words.failed, { link: <a href={mailto}>{words.mailtoLink}</a> })}
          </p>
        </div>
      )}
      <a href={withBase("/blog/rss.xml")} css={s.rss}>
        <Rss size={16} aria-hidden />
        {` ${words.rssLink}`}
      </a>
    </form>
  );
}
