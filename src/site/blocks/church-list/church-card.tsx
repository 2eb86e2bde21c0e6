import { MapPin, Navigation } from "lucide-react";
import { InstagramIcon } from "@/site/components/brand-icons";
import { buttonStyles } from "@/site/components/button-styles";
import { SmartLink } from "@/site/components/smart-link";
import { visuallyHidden } from "@/site/components/visually-hidden";
import type { PlacedChurch } from "@/site/data/site-selectors";
import { mapsDirectionsHref } from "@/lib/maps";
import { churchListStyles as s } from "./church-list-styles";

/** Editors fill mapsQuery only when the bare address leads Google Maps astray (church.schema.json). */
export function directionsHref(church: PlacedChurch): string {
  return mapsDirectionsHref(church.mapsQuery ?? `${church.address}, ${church.city} - ${church.state}`);
}

/** One church: name, full address, an optional note and the ways to get there or follow it. */
export function ChurchCard({ church }: { church: PlacedChurch }) {
  return (
    <article css={s.card}>
      <h3 css={s.name}>{church.name}</h3>
      {church.note && <p css={s.note}>{church.note}</p>}
      <address css={s.address}>
        <MapPin size={18} aria-hidden="true" />
        <span>
          <span>{church.address}</span>
          <span>
            {church.city} – {church.state}
          </span>
          {church.postalCode && <span>CEP {church.postalCode}</span>}
        </span>
      </address>
      {/* Six cards repeat these labels; the hidden church name tells screen-reader users which one each opens. */}
      <div css={s.links}>
        <SmartLink href={directionsHref(church)} css={[buttonStyles.secundario, s.directions]}>
          <Navigation size={16} aria-hidden="true" />
          Como chegar<span css={visuallyHidden}> – {church.name}</span>
        </SmartLink>
        {church.instagram && (
          <SmartLink href={church.instagram} css={buttonStyles.texto}>
            <InstagramIcon size={18} />
            Instagram<span css={visuallyHidden}> – {church.name}</span>
          </SmartLink>
        )}
      </div>
    </article>
  );
}
