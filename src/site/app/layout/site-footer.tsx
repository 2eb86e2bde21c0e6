import { Clock, Mail, MapPin } from "lucide-react";
import { BrandMark } from "@/site/components/brand-mark";
import { CurrentYear } from "@/site/components/current-year";
import { socialNetworks, WhatsAppIcon } from "@/site/components/brand-icons";
import { fullAddress } from "@/site/data/site-selectors";
import { useSite } from "@/site/data/site-context";
import { useMainChurch } from "@/site/data/church-context";
import { useWords } from "@/site/data/words-context";
import { withBase } from "@/lib/base-path";
import { mapsSearchHref } from "@/lib/maps";
import { formatTime, weekdayName } from "@/lib/time";
import { whatsappHref } from "@/lib/whatsapp";
import { SEDE_SERVICES_ATTRIBUTE } from "@/lib/edit-links";
import { footerStyles as s } from "./site-footer-styles";
import { ThemeChoiceControl } from "./theme-choice-control";

/** Footer as the spec lists it: about, service times, contacts, social, map, legal links, copyright. */
export function SiteFooter() {
  const site = useSite();
  const sede = useMainChurch();
  const { contacts, footer, newTabs } = useWords();
  const address = sede && fullAddress(sede.address);
  return (
    <footer css={s.footer}>
      <div css={s.grid}>
        <div>
          <p css={s.brand}>
            <BrandMark size={36} />
            {site.name}
          </p>
          <p css={s.text}>{site.description}</p>
          <ul css={s.social} aria-label={contacts.socialLinks}>
            {site.social.map(({ network, url }) => {
              const { name, Icon } = socialNetworks[network];
              return (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer" css={s.socialLink} aria-label={`${name} ${newTabs.newTab}`}>
                    <Icon size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {/* The pencils find the sede's services by this mark (src/site/browser/pencils/show-pencils.ts). */}
        <div {...{ [SEDE_SERVICES_ATTRIBUTE]: "" }}>
          <h2 css={s.heading}>{contacts.servicesHeading}</h2>
          <ul css={s.list}>
            {(sede?.serviceTimes ?? []).map((service) => (
              <li key={`${service.day}-${service.time}`} css={s.row}>
                <Clock size={16} aria-hidden css={s.icon} />
                <span>
                  <strong css={s.strong}>
                    {weekdayName(service.day)}, {formatTime(service.time)}
                  </strong>
                  <br />
                  {service.name}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 css={s.heading}>{contacts.contactHeading}</h2>
          <ul css={s.list}>
            {address && (
              <li css={s.row}>
                <MapPin size={16} aria-hidden css={s.icon} />
                <span>
                  {address}
                  <br />
                  <a href={mapsSearchHref(`${site.name}, ${address}`)} target="_blank" rel="noopener noreferrer" css={s.link}>
                    {contacts.seeOnMap}
                    <span css={s.hidden}>{` ${newTabs.newTab}`}</span>
                  </a>
                </span>
              </li>
            )}
            <li css={s.row}>
              <WhatsAppIcon size={16} />
              <a href={whatsappHref(site.contact.whatsapp, site.whatsappGreeting)} target="_blank" rel="noopener noreferrer" css={s.link}>
                WhatsApp {site.contact.whatsapp}
                <span css={s.hidden}>{` ${newTabs.newTab}`}</span>
              </a>
            </li>
            <li css={s.row}>
              <Mail size={16} aria-hidden css={s.icon} />
              <a href={`mailto:${site.contact.email}`} css={s.link}>
                {site.contact.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div css={s.bottom}>
        <p css={{ margin: 0 }}>
          © <CurrentYear /> {`${site.name}. ${footer.rights}`}
        </p>
        <ThemeChoiceControl />
        <nav aria-label={footer.legalLinks}>
          <ul css={s.legal}>
            {[site.legal.privacy, site.legal.terms].map((legalPage) => (
              <li key={legalPage.href}>
                <a href={withBase(legalPage.href)} css={s.link}>
                  {legalPage.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
