import type { CardGridBlock as CardGridBlockData } from "@/types/generated/content";
import { ActionLink } from "@/site/components/action-link";
import { ContentIcon } from "@/site/components/content-icon";
import { Picture } from "@/site/components/picture";
import { SectionShell } from "@/site/components/section-shell";
import { cardGridStyles as s } from "./card-grid-styles";

/** Cards that each lead somewhere: icon or image, title, a sentence or two, and one button. */
export function CardGridBlock({ block }: { block: CardGridBlockData }) {
  return (
    <SectionShell id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <ul css={s.grid}>
        {block.cards.map((card) => (
          <li key={card.title} css={s.card}>
            {card.image && <Picture image={card.image} sizes="(min-width: 1100px) 280px, (min-width: 640px) 45vw, 100vw" imgCss={s.image} />}
            <div css={s.body}>
              {card.icon && !card.image && (
                <span css={s.icon}>
                  <ContentIcon name={card.icon} size={28} />
                </span>
              )}
              <h3 css={s.title}>{card.title}</h3>
              <p css={s.text}>{card.text}</p>
              <div css={s.link}>
                <ActionLink link={{ variant: "texto", ...card.link }} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
