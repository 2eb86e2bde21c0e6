import { ArrowLeft, Navigation } from "lucide-react";
import type { ChurchEntry } from "@/types/content-entries";
import { WhatsAppIcon } from "@/site/components/brand-icons";
import { buttonStyles } from "@/site/components/button-styles";
import { NextServiceLine } from "@/site/components/next-service-line";
import { Picture } from "@/site/components/picture";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { withBase } from "@/lib/base-path";
import { stateNames } from "@/lib/brazilian-states";
import { churchGreeting, directionsHref } from "@/lib/churches";
import { whatsappHref } from "@/lib/whatsapp";
import { churchStyles as s } from "./church-styles";

export const CHURCH_TITLE_ID = "igreja-titulo";

/** The top of a church's page: the way back, where it is, its name, what is next, the way there and a word by WhatsApp. */
export function ChurchTop({ church, list }: { church: ChurchEntry; list?: { title: string; route: string } }) {
  const site = useSite();
  const { churches: words, newTabs } = useWords();
  const { address } = church;
  return (
    <section aria-labelledby={CHURCH_TITLE_ID} css={s.top}>
      <div css={s.topInner}>
        <div css={s.intro}>
          {list && (
            <a href={withBase(list.route)} css={s.back}>
              <ArrowLeft size={18} aria-hidden="true" /> {list.title}
            </a>
          )}
          <p css={s.place}>
            {address.city} · {stateNames[address.state]}
          </p>
          <h1 id={CHURCH_TITLE_ID} css={s.title}>
            {church.name}
          </h1>
          {church.note && <p css={s.note}>{church.note}</p>}
          <address css={s.address}>
            {address.street} – {address.district}, {address.city} – {address.state}
          </address>
          <NextServiceLine church={church} tone="dark" css={s.next} />
          <div css={s.actions}>
            <a href={directionsHref(church)} target="_blank" rel="noopener noreferrer" css={buttonStyles.primario}>
              <Navigation size={20} aria-hidden="true" />
              {words.directions}
              <span css={visuallyHidden}>{` ${words.mapsNewTab}`}</span>
            </a>
            <a
              href={whatsappHref(church.whatsapp ?? site.contact.whatsapp, churchGreeting(church))}
              target="_blank"
              rel="noopener noreferrer"
              css={buttonStyles.secundarioOnDark}
            >
              <WhatsAppIcon size={20} />
              WhatsApp
              <span css={visuallyHidden}>{` ${newTabs.whatsappNewTab}`}</span>
            </a>
          </div>
        </div>
        {church.photo && <Picture image={church.photo} sizes="(min-width: 900px) 32rem, 100vw" priority imgCss={s.photo} />}
      </div>
    </section>
  );
}
