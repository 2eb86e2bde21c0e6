import { lazy, Suspense, useState, type ChangeEvent } from "react";
import type { PrayerRequestBlock } from "@/types/generated/content";
import { controlAria, Field } from "@/site/components/form/form-field";
import { formStyles as s } from "@/site/components/form/form-styles";
import { PrivacyNote } from "@/site/components/form/privacy-note";
import { SendActions } from "@/site/components/form/send-actions";
import { useSendFlow } from "@/site/components/form/use-send-flow";
import { useSite } from "@/site/data/site-context";
import { useFormWords } from "@/site/data/words-context";
import type { PrayerFormWords } from "./prayer-request-words";
import { postForm } from "@/lib/post-form";
import { usePrayerDraft } from "./prayer-draft";
import { firstInvalidPrayerField, MIN_REQUEST, PRAYER_MAX, validatePrayer, type PrayerErrors, type PrayerFields } from "./prayer-fields";
import { prayerEndpointBody, prayerMailtoHref, prayerWhatsappHref } from "./prayer-message";

// The "sent" panel is only seen after sending: its code loads when the visitor starts on the form.
const loadSentPanel = () => import("./prayer-sent");
const PrayerSent = lazy(() => loadSentPanel().then((module) => ({ default: module.PrayerSent })));

type TextField = "nome" | "pedido" | "retorno";

/** The prayer request: name optional, the request, a callback contact, public prayer only if ticked; draft kept in the tab. */
export function PrayerForm({ block, words, idPrefix }: { block: PrayerRequestBlock; words: PrayerFormWords; idPrefix: string }) {
  const site = useSite();
  const forms = useFormWords();
  const endpoint = site.contact.formEndpoint;
  const { fields, update, clear } = usePrayerDraft();
  const [errors, setErrors] = useState<PrayerErrors>({});
  const [attempted, setAttempted] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;

  function validateOrFocus(): boolean {
    const found = validatePrayer(fields);
    setErrors(found);
    setAttempted(true);
    const first = firstInvalidPrayerField(found);
    if (first) document.getElementById(id(first))?.focus();
    return first === null;
  }

  const { state, sent, reopen, onSubmit, whatsapp, email } = useSendFlow({
    endpoint,
    validate: validateOrFocus,
    whatsappHref: prayerWhatsappHref(site.contact.whatsapp, fields),
    mailtoHref: prayerMailtoHref(site.contact.email, fields),
    post: (to) => postForm(to, prayerEndpointBody(fields)),
    clear,
    onFinished: () => {
      setErrors({});
      setAttempted(false);
    },
  });

  function change(changed: Partial<PrayerFields>) {
    const next = update(changed);
    // Errors appear on send; after that they follow the typing, so a fixed field clears at once.
    if (attempted) setErrors(validatePrayer(next));
  }
  const onText = (name: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change({ [name]: event.target.value });

  if (sent) {
    const back = (target: TextField) => () => {
      reopen(id(target));
    };
    return (
      <Suspense
        fallback={
          <p role="status" css={s.status}>
            {forms.wait}
          </p>
        }
      >
        <PrayerSent
          sent={sent}
          onEdit={back("pedido")}
          onDone={() => {
            clear();
            back("nome")();
          }}
        />
      </Suspense>
    );
  }

  return (
    // Without JavaScript the browser still sends the fields: to the endpoint, or as an e-mail.
    <form
      css={s.form}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSentPanel()}
      action={endpoint ?? `mailto:${site.contact.email}`}
      method="post"
      encType={endpoint ? undefined : "text/plain"}
      aria-label={words.formLabel}
    >
      {endpoint && <input type="hidden" name="formulario" value="pedido-de-oracao" />}
      <Field
        id={id("nome")}
        label={words.nameLabel}
        optional
        // Anonymity is honest: without a form service the request leaves through WhatsApp or e-mail, which show the
        // church the sender's number or address; only the service can carry a request with no name at all.
        hint={endpoint ? words.nameHint : words.nameHintWithoutService}
        error={errors.nome}
      >
        <input
          id={id("nome")}
          name="nome"
          type="text"
          autoComplete="name"
          maxLength={PRAYER_MAX.nome}
          value={fields.nome}
          onChange={onText("nome")}
          css={s.control}
          {...controlAria(errors.nome, `${id("nome")}-dica`, errors.nome && `${id("nome")}-erro`)}
        />
      </Field>

      <Field id={id("pedido")} label={words.requestLabel} hint={forms.minLengthHint.replace("{n}", String(MIN_REQUEST))} error={errors.pedido}>
        <textarea
          id={id("pedido")}
          name="pedido"
          required
          rows={6}
          maxLength={PRAYER_MAX.pedido}
          value={fields.pedido}
          onChange={onText("pedido")}
          css={[s.control, s.textarea]}
          {...controlAria(errors.pedido, `${id("pedido")}-dica`, errors.pedido && `${id("pedido")}-erro`)}
        />
      </Field>

      <div css={s.field}>
        <label css={s.checkRow}>
          <input
            id={id("publico")}
            name="publico"
            type="checkbox"
            value="sim"
            checked={fields.publico}
            onChange={(event) => change({ publico: event.target.checked })}
            aria-describedby={`${id("publico")}-dica`}
            css={s.checkbox}
          />
          {words.publicLabel}
        </label>
        <p id={`${id("publico")}-dica`} css={s.hint}>
          {words.publicHint}
        </p>
      </div>

      <Field id={id("retorno")} label={words.callbackLabel} optional hint={words.callbackHint} error={errors.retorno}>
        <input
          id={id("retorno")}
          name="retorno"
          type="text"
          autoComplete="email"
          maxLength={PRAYER_MAX.retorno}
          value={fields.retorno}
          onChange={onText("retorno")}
          css={s.control}
          {...controlAria(errors.retorno, `${id("retorno")}-dica`, errors.retorno && `${id("retorno")}-erro`)}
        />
      </Field>

      <SendActions viaEndpoint={Boolean(endpoint)} texts={words} state={state} whatsapp={whatsapp} email={email} />
      <p role="status" css={s.status}>
        {state === "sending" ? words.sendingStatus : ""}
      </p>
      <PrivacyNote note={block.privacyNote} link={block.privacyLink} />
    </form>
  );
}
