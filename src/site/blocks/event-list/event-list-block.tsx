import type { EventListBlock as EventListBlockData } from "@/types/generated/content";
import { Picture } from "@/site/components/picture";
import { SectionShell } from "@/site/components/section-shell";
import { useCollection } from "@/site/data/collections-context";
import { endInstant } from "@/lib/calendar";
import { EventCard } from "./event-card";
import { eventListStyles as s } from "./event-list-styles";
import { eventListWords } from "./event-list-words";

/** Dated events (the mission month), from site-content/events/ in their `order`. */
export function EventListBlock({ block }: { block: EventListBlockData }) {
  const events = useCollection("events");
  // Like each card's "Encerrado", decided by the visitor's clock (src/site/browser/ended-events.ts): once the
  // last event is over, the ended text replaces the list.
  const lastEnd = events
    .map(endInstant)
    .sort((a, b) => Date.parse(a) - Date.parse(b))
    .at(-1);
  const words = eventListWords(block);
  const paragraphs = block.paragraphs ?? [];
  const hasAside = Boolean(block.image || block.verse);
  return (
    <SectionShell id={block.id} eyebrow={block.eyebrow} heading={block.heading}>
      {(paragraphs.length > 0 || hasAside) && (
        <div css={[s.intro, hasAside && s.introWithAside]}>
          {paragraphs.length > 0 && (
            <div css={s.paragraphs}>
              {paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          )}
          {hasAside && (
            <div css={s.aside}>
              {block.image && (
                <div css={s.art}>
                  <Picture image={block.image} sizes="(min-width: 1100px) 480px, (min-width: 900px) 40vw, 100vw" imgCss={s.artImage} />
                </div>
              )}
              {block.verse && (
                <figure css={s.verse}>
                  <blockquote css={s.verseText}>
                    <p>“{block.verse.text}”</p>
                  </blockquote>
                  <figcaption css={s.verseReference}>{block.verse.reference}</figcaption>
                </figure>
              )}
            </div>
          )}
        </div>
      )}
      {events.length === 0 ? (
        <p css={s.empty}>{words.emptyText}</p>
      ) : (
        <div data-ends-at={lastEnd}>
          <p css={s.empty} role="status" data-when-ended="" hidden>
            {words.endedText}
          </p>
          <ol css={s.list} data-until-ended="">
            {events.map((event) => (
              <li key={event.slug}>
                <EventCard event={event} messageTemplate={words.participateMessage} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </SectionShell>
  );
}
