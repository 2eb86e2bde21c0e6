import { Clock, Navigation, Phone } from "lucide-react";
import type { ChurchEntry } from "@/types/content-entries";
import { socialNetworks, WhatsAppIcon } from "@/site/components/brand-icons";
import { buttonStyles } from "@/site/components/button-styles";
import { SectionShell } from "@/site/components/section-shell";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { secretariatHours } from "@/site/data/site-selectors";
import { MapFacade } from "@/site/blocks/map/map-facade";
import { DEFAULT_MAP_ZOOM } from "@/site/blocks/map/map-block";
import { churchGreeting, directionsHref, mapQuery, shortAddress } from "@/lib/churches";
import { DEFAULT_SERVICE_MINUTES } from "@/lib/next-service";
import { phoneDigits, telHref } from "@/lib/phone";
import { formatTime, weekdayName, type Weekday } from "@/lib/time";
import { whatsappHref } from "@/lib/whatsapp";
import { churchStyles as s } from "./church-styles";

/** "2h", "1h30", "45min": how long a service lasts, written the Brazilian way, like its time. */
export function lasting(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}min`;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, "0")}`;
}

/** The weekly services, each with how long it lasts and whether it is streamed, and the secretariat's hours. */
export function ChurchTimes({ church }: { church: ChurchEntry }) {
  const site = useSite();
  const { churchPage: words, newTabs } = useWords();
  const services = church.serviceTimes ?? [];
  return (
    <SectionShell id="cultos" eyebrow={words.timesEyebrow} heading={words.timesHeading}>
      {services.length > 0 ? (
        <ul css={s.services}>
          {services.map((service) => (
            <li key={`${service.day}-${service.time}`} css={s.service}>
              <span css={s.day}>{weekdayName(service.day as Weekday)}</span>
              <span css={s.time}>{formatTime(service.time)}</span>
              <h3 css={s.serviceName}>{service.name}</h3>
              <p css={s.serviceFacts}>
                {`${words.aboutDuration} ${lasting(service.duration ?? DEFAULT_SERVICE_MINUTES)}`}
                {service.live ? ` · ${words.streamed}` : ""}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p css={s.serviceFacts}>
          {`${words.noTimes} `}
          <a href={whatsappHref(church.whatsapp ?? site.contact.whatsapp, churchGreeting(church))} target="_blank" rel="noopener noreferrer">
            {words.askOnWhatsapp}
            <span css={visuallyHidden}>{` ${newTabs.whatsappNewTab}`}</span>
          </a>
          .
        </p>
      )}
      {church.secretariat && (
        <p css={s.office}>
          <Clock size={18} aria-hidden="true" />
          <span>
            <strong>{`${words.secretariatLabel}:`}</strong> {secretariatHours(church.secretariat)}
          </span>
        </p>
      )}
    </SectionShell>
  );
}

/** The address, the way there, and the map behind the privacy facade (nothing from Google until the visitor asks). */
export function ChurchPlace({ church }: { church: ChurchEntry }) {
  const { churchPage: words, churches } = useWords();
  const { address } = church;
  return (
    <SectionShell id="endereco" tone="cream" eyebrow={words.placeEyebrow} heading={words.placeHeading}>
      <div css={s.placeLayout}>
        <div css={s.placeCard}>
          <address css={s.placeAddress}>
            {address.street} – {address.district}
            <br />
            {address.city} – {address.state}
            {address.postalCode && (
              <>
                <br />
                {`${churches.postalCodeLabel} ${address.postalCode}`}
              </>
            )}
          </address>
          <a href={directionsHref(church)} target="_blank" rel="noopener noreferrer" css={buttonStyles.primario}>
            <Navigation size={20} aria-hidden="true" />
            {churches.directions}
            <span css={visuallyHidden}>{` – ${church.name} ${churches.mapsNewTab}`}</span>
          </a>
        </div>
        <MapFacade query={mapQuery(church)} zoom={DEFAULT_MAP_ZOOM} place={`${church.name}, ${shortAddress(address)}`} />
      </div>
    </SectionShell>
  );
}

/** Phone, WhatsApp (a message that names the church) and the profiles: the church's own, else the site's. */
export function ChurchContact({ church }: { church: ChurchEntry }) {
  const site = useSite();
  const whatsapp = church.whatsapp ?? site.contact.whatsapp;
  const phone = church.phone ?? site.contact.phone;
  const profiles = church.social && church.social.length > 0 ? church.social : site.social;
  const { churchPage: words, contacts, newTabs } = useWords();
  return (
    <SectionShell id="contato" eyebrow={words.contactEyebrow} heading={words.contactHeading}>
      <ul css={s.contacts}>
        <li>
          <a href={whatsappHref(whatsapp, churchGreeting(church))} target="_blank" rel="noopener noreferrer" css={s.contact}>
            <WhatsAppIcon size={24} />
            <span>
              <span css={s.contactWhat}>WhatsApp</span>
              {whatsapp}
              <span css={visuallyHidden}>{` ${newTabs.whatsappNewTab}`}</span>
            </span>
          </a>
        </li>
        {phoneDigits(phone) !== phoneDigits(whatsapp) && (
          <li>
            <a href={telHref(phone)} css={s.contact}>
              <Phone size={24} aria-hidden="true" />
              <span>
                <span css={s.contactWhat}>{contacts.phoneLabel}</span>
                {phone}
              </span>
            </a>
          </li>
        )}
        {profiles.map(({ network, url, handle }) => {
          const { name, Icon } = socialNetworks[network];
          return (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" css={s.contact}>
                <Icon size={24} />
                <span>
                  <span css={s.contactWhat}>{name}</span>
                  {handle ?? name}
                  <span css={visuallyHidden}>{` ${newTabs.newTab}`}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}
