import type { HeroBlock as HeroBlockData } from "@/types/generated/content";
import { ActionLink } from "@/site/components/action-link";
import { Picture } from "@/site/components/picture";
import { StatCard } from "@/site/components/stat-card";
import { heroStyles as s } from "./hero-styles";
import { heroWords } from "./hero-words";

/** The page opener: the only h1 of the page, over a darkened artwork background. */
export function HeroBlock({ block }: { block: HeroBlockData }) {
  return (
    <section id={block.id} css={s.section} aria-labelledby={block.id ? `${block.id}-titulo` : undefined}>
      {block.image && (
        <div css={s.backdrop}>
          <Picture image={{ ...block.image, alt: "" }} sizes="100vw" priority imgCss={s.backdropImage} />
        </div>
      )}
      <div css={s.inner}>
        {block.eyebrow && <p css={s.eyebrow}>{block.eyebrow}</p>}
        <h1 id={block.id ? `${block.id}-titulo` : undefined} css={s.title}>
          {block.title}
        </h1>
        {block.subtitle && <p css={s.subtitle}>{block.subtitle}</p>}
        {block.text && <p css={s.text}>{block.text}</p>}
        {block.actions && block.actions.length > 0 && (
          <div css={s.actions}>
            {block.actions.map((action) => (
              <ActionLink key={action.href + action.label} link={action} onDark />
            ))}
          </div>
        )}
        {block.stats && block.stats.length > 0 && (
          <ul css={s.stats} aria-label={heroWords(block).statsLabel}>
            {block.stats.map((stat) => (
              <li key={stat.label}>
                <StatCard stat={stat} tone="glass" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
