import { Clock, MapPin, Navigation } from "lucide-react";
import type { ChurchEntry } from "@/types/content-entries";
import { buttonStyles } from "@/site/components/button-styles";
import { NextServiceLine } from "@/site/components/next-service-line";
import { SmartLink } from "@/site/components/smart-link";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { compactServiceTimes } from "@/site/data/site-selectors";
import { useWords } from "@/site/data/words-context";
import { withBase } from "@/lib/base-path";
import { churchRoute, directionsHref } from "@/lib/churches";
import { churchListStyles as s } from "./church-list-styles";

/**
 * One church: its name (a link to its page), note, address, weekly times and what is next, and the way there. The
 * distance line stays hidden until "Perto de mim" sorts the list (src/site/browser/near-me.ts).
 */
export function ChurchCard({ church }: { church: ChurchEntry }) {
  const { address } = church;
  const route = withBase(churchRoute(church.slug));
  const services = church.serviceTimes ?? [];
  const words = useWords().churches;
  return (
    <article css={s.card}>
      <h3 css={s.name}>
        <a href={route} css={s.nameLink}>
          {church.name}
        </a>
      </h3>
      {church.note && <p css={s.note}>{church.note}</p>}
      <p css={s.distance} data-distance="" hidden />
      <address css={s.address}>
        <MapPin size={18} aria-hidden="true" />
        <span>
          <span>
            {address.street} – {address.district}
          </span>
          <span>
            {address.city} – {address.state}
          </span>
          {address.postalCode && <span>{`${words.postalCodeLabel} ${address.postalCode}`}</span>}
        </span>
      </address>
      {services.length > 0 && (
        <p css={s.times}>
          <Clock size={18} aria-hidden="true" />
          <span>
            <span css={visuallyHidden}>{`${words.servicesLabel}: `}</span>
            {compactServiceTimes(services)}
          </span>
        </p>
      )}
      <NextServiceLine church={church} brief css={s.next} />
      {/* Every card repeats these labels; the hidden church name tells screen-reader users which one each opens. */}
      <div css={s.links}>
        <a href={route} css={[buttonStyles.secundario, s.button]}>
          {words.timesAndAddress}
          <span css={visuallyHidden}>{` – ${church.name}`}</span>
        </a>
        <SmartLink href={directionsHref(church)} css={[buttonStyles.texto, s.directions]}>
          <Navigation size={16} aria-hidden="true" />
          {words.directions}
          <span css={visuallyHidden}>{` – ${church.name}`}</span>
        </SmartLink>
      </div>
    </article>
  );
}
