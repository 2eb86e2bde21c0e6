import { Clock, MapPin, Navigation } from "lucide-react";
import type { MapBlock as MapBlockData } from "@/types/generated/content";
import { buttonStyles } from "@/site/components/button-styles";
import { SectionShell } from "@/site/components/section-shell";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useSite } from "@/site/data/site-context";
import { useMainChurch } from "@/site/data/church-context";
import { useWords } from "@/site/data/words-context";
import { directionsHref, mapQuery, shortAddress } from "@/lib/churches";
import { mapsDirectionsHref } from "@/lib/maps";
import { formatTime, weekdayName, type Weekday } from "@/lib/time";
import { MapFacade } from "./map-facade";
import { mapStyles as s } from "./map-styles";
import { mapWords } from "./map-words";

/** The spec's map zoom (§9), unless the editor sets another. */
export const DEFAULT_MAP_ZOOM = 15;

const icon = { size: 20, "aria-hidden": true } as const;

/** "Venha nos Visitar": the invitation, the sede's address and services, directions, and the map facade. */
export function MapBlock({ block }: { block: MapBlockData }) {
  const site = useSite();
  const sede = useMainChurch();
  // The address and directions speak as a church's page does (site.json's words.churches); the labels are the block's.
  const { postalCodeLabel, directions, mapsNewTab } = useWords().churches;
  const words = mapWords(block);
  if (!sede) return null;
  const { address } = sede;
  const query = block.mapsQuery ?? mapQuery(sede);
  return (
    <SectionShell id={block.id} tone="cream" eyebrow={block.eyebrow} heading={block.heading} intro={block.text}>
      <div css={s.layout}>
        <div css={s.details}>
          <h3 css={s.label}>
            <MapPin {...icon} />
            {` ${words.addressLabel}`}
          </h3>
          <address css={s.address}>
            {address.street}
            <br />
            {address.district}, {address.city} – {address.state}
            {address.postalCode && (
              <>
                <br />
                {`${postalCodeLabel} ${address.postalCode}`}
              </>
            )}
          </address>
          {(block.showServiceTimes ?? true) && (
            <>
              <h3 css={s.label}>
                <Clock {...icon} />
                {` ${words.servicesLabel}`}
              </h3>
              <ul css={s.services}>
                {(sede.serviceTimes ?? []).map((service) => (
                  <li key={`${service.day}-${service.time}`}>
                    <strong>
                      {weekdayName(service.day as Weekday)}, {formatTime(service.time)}
                    </strong>
                    <span css={s.serviceName}> · {service.name}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {block.note && <p css={s.note}>{block.note}</p>}
          <a
            href={block.mapsQuery ? mapsDirectionsHref(block.mapsQuery) : directionsHref(sede)}
            target="_blank"
            rel="noopener noreferrer"
            css={[buttonStyles.primario, s.directions]}
          >
            <Navigation {...icon} />
            {directions}
            <span css={visuallyHidden}>{` ${mapsNewTab}`}</span>
          </a>
        </div>
        <MapFacade image={block.image} query={query} zoom={block.zoom ?? DEFAULT_MAP_ZOOM} place={`${site.name}, ${shortAddress(address)}`} />
      </div>
    </SectionShell>
  );
}
