import { lazy, Suspense, useState, type ChangeEvent } from "react";
import type { PrayerRequestBlock } from "@/types/generated/content";
import { controlAria, Field } from "@/site/components/form/form-field";
import { formStyles as s } from "@/site/components/form/form-styles";
import { PrivacyNote } from "@/site/components/form/privacy-note";
import { SendActions, type SendTexts } from "@/site/components/form/send-actions";
import { useSendFlow } from "@/site/components/form/use-send-flow";
import { useSite } from "@/site/data/site-context";
import { postForm } from "@/lib/post-form";
import { usePrayerDraft } from "./prayer-draft";
import { firstInvalidPrayerField, MIN_REQUEST, PRAYER_MAX, validatePrayer, type PrayerErrors, type PrayerFields } from "./prayer-fields";
import { prayerEndpointBody, prayerMailtoHref, prayerWhatsappHref } from "./prayer-message";

// The "sent" panel is only seen after sending: its code loads when the visitor starts on the form.
const loadSentPanel = () => import("./prayer-sent");
const PrayerSent = lazy(() => loadSentPanel().then((module) => ({ default: module.PrayerSent })));

const sendTexts: SendTexts = {
  submit: "Enviar pedido",
  sending: "Enviando…",
  failed: "Seu pedido continua aqui, nada foi perdido. Tente de novo em alguns instantes ou envie o mesmo texto pelo WhatsApp ou por e-mail.",
};

/**
 * Anonymity is honest: without a form service the request leaves through WhatsApp or e-mail, which show the
 * church the sender's number or address; only the service can carry a request with no name at all.
 */
const nameHint = (viaEndpoint: boolean) =>
  viaEndpoint
    ? "Pode deixar em branco para não se identificar."
    : "Pode deixar em branco para não se identificar. Pelo WhatsApp ou e-mail, a igreja verá o seu número ou endereço.";

type TextField = "nome" | "pedido" | "retorno";

/** The prayer request: name optional, the request, a callback contact, public prayer only if ticked; draft kept in the tab. */
export function PrayerForm({ block, idPrefix }: { block: PrayerRequestBlock; idPrefix: string }) {
  const site = useSite();
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
            Um momento…
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
      aria-label="Pedido de oração"
    >
      {endpoint && <input type="hidden" name="formulario" value="pedido-de-oracao" />}
      <Field id={id("nome")} label="Seu nome" optional hint={nameHint(Boolean(endpoint))} error={errors.nome}>
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

      <Field id={id("pedido")} label="Seu pedido de oração" hint={`Escreva pelo menos ${MIN_REQUEST} caracteres.`} error={errors.pedido}>
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
          A igreja pode orar por este pedido em público, no culto ou nos grupos de oração
        </label>
        <p id={`${id("publico")}-dica`} css={s.hint}>
          Se você não marcar, só a equipe de oração lê o seu pedido.
        </p>
      </div>

      <Field
        id={id("retorno")}
        label="Telefone ou e-mail para falarmos com você"
        optional
        hint="Só se quiser que alguém da equipe de oração entre em contato."
        error={errors.retorno}
      >
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

      <SendActions viaEndpoint={Boolean(endpoint)} texts={sendTexts} state={state} whatsapp={whatsapp} email={email} />
      <p role="status" css={s.status}>
        {state === "sending" ? "Enviando o seu pedido…" : ""}
      </p>
      <PrivacyNote note={block.privacyNote} link={block.privacyLink} />
    </form>
  );
}
