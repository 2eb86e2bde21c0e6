import { BellRing } from "lucide-react";
import type { ServiceTimesBlock } from "@/types/generated/content";
import { buttonStyles } from "@/site/components/button-styles";
import { SmartLink } from "@/site/components/smart-link";
import { canonicalUrl } from "@/site/data/seo";
import { useSite } from "@/site/data/site-context";
import { withBase } from "@/lib/base-path";
import { AGENDA_FEED_PATH } from "@/lib/calendar";
import { subscribeStyles as s } from "./subscribe-styles";

type Subscribe = NonNullable<ServiceTimesBlock["subscribe"]>;

// Phones open the calendar app with the events, computers download the file: the toast is true for both.
const FEED_TOAST = "Para colocar os cultos e eventos no seu calendário: confirme no aplicativo que abriu ou abra o arquivo agenda.ics baixado.";

/**
 * "Receber Notificações" (docs/product-decisions.md): the button hands over the build-generated /agenda.ics,
 * which every calendar app imports (each entry has a reminder); the links below subscribe to the
 * same feed at the published address, so later changes arrive without another download.
 */
export function SubscribePanel({ subscribe }: { subscribe: Subscribe }) {
  const site = useSite();
  // The published address (site.json "url", which may end in a folder on GitHub Pages), not the one being browsed.
  const webcal = canonicalUrl(site, AGENDA_FEED_PATH).replace(/^https:/, "webcal:");
  return (
    <div css={s.panel}>
      <span css={s.bell}>
        <BellRing size={28} aria-hidden="true" />
      </span>
      <div css={s.copy}>
        <h3 css={s.heading}>{subscribe.heading}</h3>
        <p css={s.text}>{subscribe.text}</p>
      </div>
      <div css={s.actions}>
        {/* No `download` attribute: iPhones then offer to add the events instead of saving a file. */}
        <a href={withBase(AGENDA_FEED_PATH)} type="text/calendar" css={[buttonStyles.primario, s.button]} data-toast={FEED_TOAST} data-toast-tone="success">
          <BellRing size={20} aria-hidden="true" />
          {subscribe.label ?? "Receber Notificações"}
        </a>
      </div>
      <div css={s.more}>
        {subscribe.help && <p css={s.help}>{subscribe.help}</p>}
        <p css={s.links}>
          <SmartLink href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`} css={s.link}>
            Assinar no Google Agenda
          </SmartLink>
          <a href={webcal} css={s.link}>
            Assinar no iPhone, Mac ou Outlook
          </a>
        </p>
      </div>
    </div>
  );
}
