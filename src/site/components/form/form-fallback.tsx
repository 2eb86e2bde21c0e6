import type { FormUnavailable } from "@/types/generated/content";
import { buttonStyles } from "@/site/components/button-styles";
import { FALLBACK_SENDS_ATTRIBUTE } from "@/site/islands/island-definition";
import { whatsappHref } from "@/lib/whatsapp";
import { formStyles as s } from "./form-styles";
import { formUnavailableWords } from "./form-unavailable";

type FormFallbackProps = {
  /** The block's words (its `unavailable`); the schema's defaults for what it leaves out. */
  words: FormUnavailable | undefined;
  /** site.json's contacts the text is carried to. */
  whatsapp: string;
  email: string;
};

/**
 * What a visitor form shows when its code cannot load (src/site/browser/island-fallbacks.ts): what happened, in the
 * block's words, and the church's WhatsApp and e-mail. Written into the page hidden, beside the island, so it needs
 * nothing from the network to appear; the page script fills both links with what the visitor wrote before showing it.
 * No icons: every byte here is in the HTML of each page with a form (the post pages' newsletter box among them), for a
 * panel most visitors never see.
 */
export function FormFallback({ words, whatsapp, email }: FormFallbackProps) {
  const { text, whatsapp: whatsappLabel, email: emailLabel } = formUnavailableWords(words);
  return (
    <div css={[s.alert, { marginTop: "1.5rem" }]}>
      <p css={s.alertText}>{text}</p>
      <div css={s.actions}>
        <a href={whatsappHref(whatsapp, "")} {...{ [FALLBACK_SENDS_ATTRIBUTE]: "whatsapp" }} css={[buttonStyles.primario, s.action]}>
          {whatsappLabel}
        </a>
        <a href={`mailto:${email}`} {...{ [FALLBACK_SENDS_ATTRIBUTE]: "email" }} css={[buttonStyles.secundario, s.action]}>
          {emailLabel}
        </a>
      </div>
    </div>
  );
}
