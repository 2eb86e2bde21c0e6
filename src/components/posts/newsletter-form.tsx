import { useId, useState, type FormEvent } from "react";
import { Rss } from "lucide-react";
import { buttonStyles } from "@/components/button-styles";
import { useSite } from "@/content/site-context";
import { withBase } from "@/lib/base-path";
import { newsletterStyles as s } from "./newsletter-styles";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
type Errors = { email?: string; consent?: string };

export function validateNewsletter(email: string, consent: boolean): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = "Digite seu e-mail.";
  else if (!EMAIL.test(email.trim())) errors.email = "Confira o e-mail: ele deve ser como nome@exemplo.com.";
  if (!consent) errors.consent = "Marque a caixa para autorizar o envio.";
  return errors;
}

export function newsletterMailto(churchEmail: string, email: string): string {
  const subject = encodeURIComponent("Inscrição no Mês Profético");
  const body = encodeURIComponent(`Olá! Quero receber o Mês Profético no e-mail ${email.trim()}. Autorizo o uso deste e-mail apenas para esse envio.`);
  return `mailto:${churchEmail}?subject=${subject}&body=${body}`;
}

/**
 * "Inscrever" (decisions.md): a valid e-mail plus an unticked-by-default consent. Without a list
 * service the church receives the request by e-mail; the RSS feed is offered to everyone.
 */
export function NewsletterForm({ compact = false }: { compact?: boolean }) {
  const site = useSite();
  const id = useId();
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNewsletter(email, consent);
    setErrors(found);
    if (found.email) return document.getElementById(`${id}-email`)?.focus();
    if (found.consent) return document.getElementById(`${id}-consent`)?.focus();
    window.location.href = newsletterMailto(site.contact.email, email);
    setSent(true);
  }

  return (
    // Without JavaScript the browser still sends the request as an e-mail (the fields become its text).
    <form css={[s.form, compact && s.compact]} onSubmit={submit} noValidate aria-label="Inscrição no Mês Profético"
      action={`mailto:${site.contact.email}?subject=${encodeURIComponent("Inscrição no Mês Profético")}`} method="post" encType="text/plain">
      <label htmlFor={`${id}-email`} css={s.label}>Seu e-mail</label>
      <div css={s.row}>
        <input id={`${id}-email`} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)}
          aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? `${id}-email-erro` : undefined} css={s.input} />
        <button type="submit" css={[buttonStyles.primario, s.button]}>Inscrever</button>
      </div>
      {errors.email && <p id={`${id}-email-erro`} css={s.error}>{errors.email}</p>}
      <label css={s.consent}>
        <input id={`${id}-consent`} type="checkbox" name="autorizo" value="sim" checked={consent} onChange={(e) => setConsent(e.target.checked)}
          aria-invalid={errors.consent ? true : undefined} aria-describedby={errors.consent ? `${id}-consent-erro` : undefined} css={s.checkbox} />
        <span>Autorizo a Igreja Monte Calvário a usar meu e-mail só para enviar o Mês Profético (veja a <a href={withBase(site.legal.privacy.href)}>{site.legal.privacy.label}</a>).</span>
      </label>
      {errors.consent && <p id={`${id}-consent-erro`} css={s.error}>{errors.consent}</p>}
      <p role="status" css={s.status}>{sent ? "Abrimos seu aplicativo de e-mail com o pedido pronto: é só enviar." : ""}</p>
      <a href={withBase("/blog/rss.xml")} css={s.rss}>
        <Rss size={16} aria-hidden /> Prefere um leitor de notícias? Assine o feed RSS
      </a>
    </form>
  );
}
