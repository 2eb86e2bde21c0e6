import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from "react";
import type { ContactFormBlock } from "@/types/generated/content";
import { useSite } from "@/site/data/site-context";
import { useAddress } from "@/lib/use-address";
import { phoneDigits } from "@/lib/phone";
import { controlAria, Field, FieldError } from "@/site/components/form/form-field";
import { formStyles as f } from "@/site/components/form/form-styles";
import { PrivacyNote } from "@/site/components/form/privacy-note";
import { SendActions } from "@/site/components/form/send-actions";
import { useSendFlow } from "@/site/components/form/use-send-flow";
import { useFormWords } from "@/site/data/words-context";
import type { ContactFormWords } from "./contact-form-words";
import { SUBJECT_PARAM } from "./contact-address";
import { useContactDraft, MAX_SUBJECT } from "./contact-draft";
import { FIELD_MAX } from "./contact-field-text";
import { contactFormStyles as s } from "./contact-form-styles";
import { contactMailtoHref, contactWhatsappHref } from "./contact-message";
import { caretAfterDigits, formatTypedPhone } from "./contact-phone";
import { sendToEndpoint } from "./contact-send";
import { firstInvalidField, hasErrors, MAX_MESSAGE, MIN_MESSAGE, validateContact, type ContactErrors } from "./contact-validation";
import { type ContactFields } from "./contact-field-text";

// The "sent" panel is only seen after sending: its code loads when the visitor starts on the form.
const loadSentPanel = () => import("./contact-sent");
const ContactSent = lazy(() => loadSentPanel().then((module) => ({ default: module.ContactSent })));

/** The contact form: validation in pt-BR, draft kept in the tab, sent by WhatsApp, e-mail or the endpoint. */
export function ContactForm({ block, words, idPrefix, sectionId }: { block: ContactFormBlock; words: ContactFormWords; idPrefix: string; sectionId?: string }) {
  const site = useSite();
  const forms = useFormWords();
  const endpoint = site.contact.formEndpoint;
  const { search, hash } = useAddress();
  const subjectParam = new URLSearchParams(search).get(SUBJECT_PARAM);
  const { fields, ready, update, clear } = useContactDraft(subjectParam);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const arrivalHandled = useRef(false);
  const phoneCaret = useRef<{ input: HTMLInputElement; caret: number } | null>(null);

  // The formatted phone is written in the same commit as this effect, before the next keystroke can
  // arrive, so a fast typist's next digit lands where the caret was (a frame later it could not).
  useLayoutEffect(() => {
    const pending = phoneCaret.current;
    phoneCaret.current = null;
    if (pending && document.activeElement === pending.input) pending.input.setSelectionRange(pending.caret, pending.caret);
  });
  const id = (name: string) => `${idPrefix}-${name}`;

  const { state, sent, reopen, onSubmit, whatsapp, email } = useSendFlow({
    endpoint,
    validate: validateOrFocus,
    whatsappHref: contactWhatsappHref(site.contact.whatsapp, fields),
    mailtoHref: contactMailtoHref(site.contact.email, fields),
    post: (to) => sendToEndpoint(to, fields),
    clear,
    onFinished: () => {
      setErrors({});
      setAttempted(false);
    },
  });

  // A "Fale Conosco" link (/contato?assunto=…#mensagem) lands here with the subject filled: the first
  // field still empty takes focus, so the visitor can start typing. The page scrolls to the section itself.
  useEffect(() => {
    if (!ready || arrivalHandled.current) return;
    arrivalHandled.current = true;
    if (!subjectParam || !sectionId || hash !== `#${sectionId}`) return;
    const target = (["nome", "mensagem"] as const).find((name) => fields[name].trim() === "");
    if (target) document.getElementById(`${idPrefix}-${target}`)?.focus({ preventScroll: true });
  }, [ready, subjectParam, sectionId, hash, fields, idPrefix]);

  function change(changed: Partial<ContactFields>) {
    const next = update(changed);
    // Errors appear on send; after that they follow the typing, so a fixed field clears at once.
    if (attempted) setErrors(validateContact(next));
  }

  const onText = (name: keyof ContactFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change({ [name]: event.target.value });

  function onPhone(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const digitsBefore = phoneDigits(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
    const formatted = formatTypedPhone(input.value);
    change({ telefone: formatted });
    phoneCaret.current = { input, caret: caretAfterDigits(formatted, digitsBefore) };
  }

  function validateOrFocus(): boolean {
    const found = validateContact(fields);
    setErrors(found);
    setAttempted(true);
    const first = firstInvalidField(found);
    if (first) document.getElementById(id(first))?.focus();
    return !hasErrors(found);
  }

  if (sent) {
    return (
      <Suspense
        fallback={
          <p role="status" css={f.status}>
            {forms.wait}
          </p>
        }
      >
        <ContactSent
          sent={sent}
          onEdit={() => {
            reopen(id("mensagem"));
          }}
          onDone={() => {
            clear();
            reopen(id("nome"));
          }}
        />
      </Suspense>
    );
  }

  const contactError = errors.contato;
  return (
    // Without JavaScript the browser still sends the fields: to the endpoint, or as an e-mail.
    <form
      css={f.form}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSentPanel()}
      action={endpoint ?? `mailto:${site.contact.email}`}
      method="post"
      encType={endpoint ? undefined : "text/plain"}
      aria-label={words.formLabel}
    >
      <Field id={id("nome")} label={words.nameLabel} error={errors.nome}>
        <input
          id={id("nome")}
          name="nome"
          type="text"
          autoComplete="name"
          required
          maxLength={FIELD_MAX.nome}
          value={fields.nome}
          onChange={onText("nome")}
          css={f.control}
          {...controlAria(errors.nome, errors.nome && `${id("nome")}-erro`)}
        />
      </Field>

      <fieldset css={s.pair} aria-describedby={describedPair(id("contato"), contactError)}>
        <legend css={s.legend}>{words.replyLegend}</legend>
        <p id={`${id("contato")}-dica`} css={s.pairHint}>
          {words.replyHint}
        </p>
        <Field id={id("telefone")} label={words.phoneFieldLabel} hint={words.phoneFieldHint} error={errors.telefone}>
          <input
            id={id("telefone")}
            name="telefone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={FIELD_MAX.telefone}
            value={fields.telefone}
            onChange={onPhone}
            css={f.control}
            {...controlAria(
              errors.telefone ?? contactError,
              `${id("telefone")}-dica`,
              errors.telefone && `${id("telefone")}-erro`,
              contactError && `${id("contato")}-erro`,
            )}
          />
        </Field>
        <Field id={id("email")} label={words.emailFieldLabel} error={errors.email}>
          <input
            id={id("email")}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={FIELD_MAX.email}
            value={fields.email}
            onChange={onText("email")}
            css={f.control}
            {...controlAria(errors.email ?? contactError, errors.email && `${id("email")}-erro`, contactError && `${id("contato")}-erro`)}
          />
        </Field>
        <div css={s.pairError}>
          <FieldError id={`${id("contato")}-erro`} message={contactError} />
        </div>
      </fieldset>

      <Field id={id("assunto")} label={words.subjectLabel} optional>
        <input
          id={id("assunto")}
          name="assunto"
          type="text"
          maxLength={MAX_SUBJECT}
          value={fields.assunto}
          onChange={onText("assunto")}
          list={block.subjects?.length ? id("sugestoes") : undefined}
          css={f.control}
        />
        {block.subjects?.length ? (
          <datalist id={id("sugestoes")}>
            {block.subjects.map((subject) => (
              <option key={subject} value={subject} />
            ))}
          </datalist>
        ) : null}
      </Field>

      <Field id={id("mensagem")} label={words.messageLabel} hint={forms.minLengthHint.replace("{n}", String(MIN_MESSAGE))} error={errors.mensagem}>
        <textarea
          id={id("mensagem")}
          name="mensagem"
          required
          rows={6}
          maxLength={MAX_MESSAGE}
          value={fields.mensagem}
          onChange={onText("mensagem")}
          css={[f.control, f.textarea]}
          {...controlAria(errors.mensagem, `${id("mensagem")}-dica`, errors.mensagem && `${id("mensagem")}-erro`)}
        />
      </Field>

      <SendActions viaEndpoint={Boolean(endpoint)} texts={words} state={state} whatsapp={whatsapp} email={email} />
      <p role="status" css={f.status}>
        {state === "sending" ? words.sendingStatus : ""}
      </p>
      <PrivacyNote note={block.privacyNote} link={block.privacyLink} />
    </form>
  );
}

/** The pair's hint is always read; its shared error only when there is one. */
function describedPair(pairId: string, error: string | undefined): string {
  return error ? `${pairId}-dica ${pairId}-erro` : `${pairId}-dica`;
}
