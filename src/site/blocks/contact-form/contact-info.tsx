import type { ReactNode } from "react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { WhatsAppIcon } from "@/site/components/brand-icons";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useSite } from "@/site/data/site-context";
import { useMainChurch } from "@/site/data/church-context";
import { fullAddress, secretariatHours } from "@/site/data/site-selectors";
import { phoneDigits, telHref } from "@/lib/phone";
import { formatTime, weekdayName, type Weekday } from "@/lib/time";
import { whatsappHref } from "@/lib/whatsapp";
import { formAsideStyles as a } from "@/site/components/form/form-aside-styles";
import { contactInfoStyles as s } from "./contact-info-styles";
import type { ContactAsideWords } from "./contact-form-words";
import { useWords } from "@/site/data/words-context";

const icon = { size: 22, "aria-hidden": true } as const;

function Item({ icon: Icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li css={a.item}>
      <span css={a.icon}>{Icon}</span>
      <div css={a.body}>
        <h4 css={s.title}>{title}</h4>
        {children}
      </div>
    </li>
  );
}

/** The side info of the spec's /contato: the contacts of site.json and the sede's address and hours, each written once. */
export function ContactInfo({ words, headingId }: { words: ContactAsideWords; headingId: string }) {
  const site = useSite();
  const { newTabs, churchPage } = useWords();
  const sede = useMainChurch();
  const { contact } = site;
  const separatePhone = phoneDigits(contact.phone) !== phoneDigits(contact.whatsapp);
  return (
    <aside aria-labelledby={headingId} css={a.panel}>
      <h3 id={headingId} css={a.heading}>
        {words.asideHeading}
      </h3>
      <ul css={a.list}>
        {sede && (
          <Item icon={<MapPin {...icon} />} title={words.addressLabel}>
            <p css={a.text}>{fullAddress(sede.address)}</p>
          </Item>
        )}
        <Item icon={<WhatsAppIcon size={22} />} title="WhatsApp">
          <a href={whatsappHref(contact.whatsapp, site.whatsappGreeting)} target="_blank" rel="noopener noreferrer" css={s.link}>
            {contact.whatsapp}
            <span css={visuallyHidden}>{` ${newTabs.whatsappNewTab}`}</span>
          </a>
        </Item>
        {separatePhone && (
          <Item icon={<Phone {...icon} />} title={words.phoneLabel}>
            <a href={telHref(contact.phone)} css={s.link}>
              {contact.phone}
            </a>
          </Item>
        )}
        <Item icon={<Mail {...icon} />} title={words.emailLabel}>
          <a href={`mailto:${contact.email}`} css={s.link}>
            {contact.email}
          </a>
        </Item>
        {sede && (
          <Item icon={<Clock {...icon} />} title={words.hoursLabel}>
            <ul css={s.hours}>
              {(sede.serviceTimes ?? []).map((service) => (
                <li key={`${service.day}-${service.time}`} css={s.hour}>
                  <span css={s.when}>
                    {weekdayName(service.day as Weekday)}, {formatTime(service.time)}
                  </span>
                  <span css={s.what}>{service.name}</span>
                </li>
              ))}
              {sede.secretariat && (
                <li css={s.hour}>
                  <span css={s.when}>{secretariatHours(sede.secretariat)}</span>
                  <span css={s.what}>{churchPage.secretariatLabel}</span>
                </li>
              )}
            </ul>
          </Item>
        )}
      </ul>
    </aside>
  );
}
