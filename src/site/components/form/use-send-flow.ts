import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { openInNewTab } from "@/lib/open-tab";
import type { SendState } from "./send-actions";
import type { Sent } from "./sent-panel";

type SendFlowOptions = {
  /** site.json's `contact.formEndpoint`: with one the form sends by itself, without one it hands off to WhatsApp. */
  endpoint: string | undefined;
  /** Shows the errors and focuses the first; true when the text may leave. */
  validate: () => boolean;
  /** The links that carry the text to the church's WhatsApp and e-mail, as the fields are now. */
  whatsappHref: string;
  mailtoHref: string;
  /** POSTs the fields to the endpoint; true only when the service took them. */
  post: (endpoint: string) => Promise<boolean>;
  /** Forgets the draft: only once the text has really left (the endpoint answered). */
  clear: () => void;
  /** After any way out, e.g. to reset the errors shown. */
  onFinished: () => void;
};

/**
 * How a visitor form sends (docs/product-decisions.md "Contact form submit"): by the endpoint when there
 * is one, else handed to WhatsApp or e-mail. Handing the text to an app does not mean it was sent, so
 * the draft stays until the visitor says so; a failed POST keeps everything and offers both apps.
 */
export function useSendFlow({ endpoint, validate, whatsappHref, mailtoHref, post, clear, onFinished }: SendFlowOptions) {
  const [state, setState] = useState<SendState>("idle");
  const [sent, setSent] = useState<Sent | null>(null);
  const focusAfter = useRef<string | null>(null);

  // Leaving the "sent" panel removes the button that had focus; the field the visitor needs next takes it.
  useEffect(() => {
    const target = focusAfter.current;
    if (sent || !target) return;
    focusAfter.current = null;
    document.getElementById(target)?.focus();
  }, [sent]);

  function finish(result: Sent) {
    onFinished();
    setState("idle");
    setSent(result);
  }

  function handOff(via: "whatsapp" | "email", href: string) {
    if (!validate()) return;
    if (via === "whatsapp") return finish({ via, href, blocked: !openInNewTab(href) });
    window.location.href = href;
    finish({ via, href });
  }

  const linkHandler = (via: "whatsapp" | "email", href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    handOff(via, href);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === "sending") return;
    if (!endpoint) return handOff("whatsapp", whatsappHref);
    if (!validate()) return;
    setState("sending");
    if (await post(endpoint)) {
      clear();
      finish({ via: "endpoint" });
    } else setState("error");
  }

  return {
    state,
    sent,
    /** Closes the "sent" panel: back to the form, focus on the field with this id. */
    reopen: (focusId: string) => {
      focusAfter.current = focusId;
      setSent(null);
    },
    onSubmit,
    whatsapp: { href: whatsappHref, onClick: linkHandler("whatsapp", whatsappHref) },
    email: { href: mailtoHref, onClick: linkHandler("email", mailtoHref) },
  };
}
