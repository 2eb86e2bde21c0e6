import { Clock, Users } from "lucide-react";
import type { Ministry } from "@/types/generated/content";
import { WhatsAppIcon } from "@/site/components/brand-icons";
import { buttonStyles } from "@/site/components/button-styles";
import { ContentIcon } from "@/site/components/content-icon";
import { Picture } from "@/site/components/picture";
import { SmartLink } from "@/site/components/smart-link";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { ministryPalettes } from "@/site/theme/category-colors";
import { ministryGridStyles as s } from "./ministry-grid-styles";
import type { MinistryGridWords } from "./ministry-grid-words";

const IMAGE_SIZES = "(min-width: 1100px) 370px, (min-width: 640px) 45vw, 100vw";

/**
 * docs/product-decisions.md: the WhatsApp text names the ministry, so the team knows who is writing and why. The
 * template is the block's `participateMessage` (ministryGridWords), with {ministerio} for the name.
 */
export function participationHref(ministryName: string, template: string): string {
  return `whatsapp:${template.replaceAll("{ministerio}", ministryName)}`;
}

/** The contact form reads ?assunto= and fills its subject; the query goes before the section's #id. */
export function contactHref(ministryName: string, page: string): string {
  const [path, section] = page.split("#");
  return `${path}?assunto=${encodeURIComponent(ministryName)}${section ? `#${section}` : ""}`;
}

/** One ministry: photo, colour band with icon and name, who it is for, when it meets, and how to join. */
export function MinistryCard({ ministry, words }: { ministry: Ministry; words: MinistryGridWords }) {
  const palette = ministryPalettes[ministry.color];
  return (
    <article css={s.card}>
      <Picture image={ministry.image} sizes={IMAGE_SIZES} imgCss={s.image} />
      <div css={[s.band, { background: palette.band, color: palette.text }]}>
        <span css={s.icon}>
          <ContentIcon name={ministry.icon} size={22} />
        </span>
        <h3 css={s.title}>{ministry.name}</h3>
      </div>
      <div css={s.body}>
        <p css={s.description}>{ministry.description}</p>
        <dl css={s.facts}>
          <div>
            <dt css={visuallyHidden}>{words.ageLabel}</dt>
            <dd>
              <Users size={18} strokeWidth={1.75} aria-hidden="true" />
              {ministry.ageRange}
            </dd>
          </div>
          <div>
            <dt css={visuallyHidden}>{words.whenLabel}</dt>
            <dd>
              <Clock size={18} strokeWidth={1.75} aria-hidden="true" />
              {ministry.schedule}
            </dd>
          </div>
        </dl>
        {/* Twelve cards repeat the same two labels; the hidden part tells screen-reader users which ministry each one is for.
            Its words are one text before the name (a template), so the HTML has no break between them. */}
        <div css={s.actions}>
          <SmartLink href={participationHref(ministry.name, words.participateMessage)} css={[buttonStyles.primario, s.button]}>
            <WhatsAppIcon size={18} />
            {words.participate}
            <span css={visuallyHidden}>
              {` ${words.participateAbout} `}
              {ministry.name}
            </span>
          </SmartLink>
          <SmartLink href={contactHref(ministry.name, words.contact.href)} css={[buttonStyles.secundario, s.button]}>
            {words.contact.label}
            <span css={visuallyHidden}>
              {` ${words.contactAbout} `}
              {ministry.name}
            </span>
          </SmartLink>
        </div>
      </div>
    </article>
  );
}
