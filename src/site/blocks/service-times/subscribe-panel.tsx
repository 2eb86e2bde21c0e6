import { BellRing } from "lucide-react";
import { buttonStyles } from "@/site/components/button-styles";
import { SmartLink } from "@/site/components/smart-link";
import { canonicalUrl } from "@/site/data/seo";
import { useSite } from "@/site/data/site-context";
import { withBase } from "@/lib/base-path";
import { AGENDA_FEED_PATH } from "@/lib/calendar";
import { subscribeStyles as s } from "./subscribe-styles";
import { subscribeWords, type Subscribe } from "./subscribe-words";

/**
 * "Receber Notificações" (docs/product-decisions.md): the button hands over the build-generated /agenda.ics,
 * which every calendar app imports (each entry has a reminder); the links below subscribe to the
 * same feed at the published address, so later changes arrive without another download.
 */
export function SubscribePanel({ subscribe }: { subscribe: Subscribe }) {
  const site = useSite();
  const words = subscribeWords(subscribe);
  // The published address (site.json "url", which may end in a folder on GitHub Pages), not the one being browsed.
  const webcal = canonicalUrl(site, AGENDA_FEED_PATH).replace(/^https:/, "webcal:");
  return (
    <div css={s.panel}>
      <span css={s.bell}>
        <BellRing size={28} aria-hidden="true" />
      </span>
      <div css={s.copy}>
        <h3 css={s.heading}>{words.heading}</h3>
        <p css={s.text}>{words.text}</p>
      </div>
      <div css={s.actions}>
        {/* No `download` attribute: iPhones then offer to add the events instead of saving a file. Phones open the
            calendar app with the events, computers download the file: the notice is true for both. */}
        <a
          href={withBase(AGENDA_FEED_PATH)}
          type="text/calendar"
          css={[buttonStyles.primario, s.button]}
          data-toast={words.savedNotice}
          data-toast-tone="success"
        >
          <BellRing size={20} aria-hidden="true" />
          {words.label}
        </a>
      </div>
      <div css={s.more}>
        {words.help && <p css={s.help}>{words.help}</p>}
        <p css={s.links}>
          <SmartLink href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`} css={s.link}>
            {words.googleLabel}
          </SmartLink>
          <a href={webcal} css={s.link}>
            {words.otherAppsLabel}
          </a>
        </p>
      </div>
    </div>
  );
}
