import { ArrowRight, BookOpen, Headphones, CirclePlay } from "lucide-react";
import { buttonStyles } from "@/site/components/button-styles";
import { Picture } from "@/site/components/picture";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { withBase } from "@/lib/base-path";
import { formatLongDate } from "@/lib/dates";
import type { SermonSummary } from "@/site/data/sermons";
import type { SiteWords } from "@/site/data/site-words";
import { postCardStyles as s } from "@/site/components/posts/post-card-styles";

/** A card's words (site.json's `words.sermons`): given, not read from the page, since the archive's island shows cards too. */
export type SermonCardWords = Pick<SiteWords["sermons"], "partLabel" | "hasVideo" | "hasAudio" | "seeSermon">;

type SermonCardProps = {
  sermon: SermonSummary;
  words: SermonCardWords;
  featured?: boolean;
  headingLevel?: "h2" | "h3";
  /** Without the summary: a teaser among other things (a congregation's page), whose summary is one tap away. */
  brief?: boolean;
};

/** "Pastor Daniel Ferreira · 22 de novembro de 2026 · Salmos 23": who, when and from which passage. */
export function SermonMeta({ sermon }: { sermon: SermonSummary }) {
  return (
    <p css={s.meta}>
      <span>{sermon.preacher.name}</span>
      <span>
        <time dateTime={sermon.date}>{formatLongDate(sermon.date, true)}</time>
      </span>
      {sermon.passages.length > 0 && (
        <span>
          <BookOpen size={16} aria-hidden /> {sermon.passages.join("; ")}
        </span>
      )}
    </p>
  );
}

/** A sermon in a list: its picture, series, title, summary, who preached, when, the passage, and what it has (video, audio). */
export function SermonCard({ sermon, words, featured = false, headingLevel = "h3", brief = false }: SermonCardProps) {
  const Heading = headingLevel;
  const id = `mensagem-${sermon.slug}`;
  return (
    <article css={[s.card, featured && s.featured]} aria-labelledby={id}>
      <Picture image={sermon.image} sizes={featured ? "(min-width: 900px) 40rem, 100vw" : "(min-width: 900px) 24rem, 100vw"} imgCss={s.image} />
      <div css={s.body}>
        {sermon.series && (
          <span css={s.badge}>
            {sermon.series.name}
            {sermon.part ? ` · ${words.partLabel} ${sermon.part}` : ""}
          </span>
        )}
        <Heading id={id} css={[s.title, featured && s.featuredTitle]}>
          {sermon.title}
        </Heading>
        {!brief && <p css={[s.excerpt, { fontStyle: "normal" }]}>{sermon.summary}</p>}
        <SermonMeta sermon={sermon} />
        {(sermon.video || sermon.audio) && (
          <p css={s.meta}>
            {sermon.video && (
              <span>
                <CirclePlay size={16} aria-hidden /> {words.hasVideo}
              </span>
            )}
            {sermon.audio && (
              <span>
                <Headphones size={16} aria-hidden /> {words.hasAudio}
              </span>
            )}
          </p>
        )}
        <a href={withBase(sermon.route)} css={[featured ? buttonStyles.primario : buttonStyles.texto, s.link]}>
          {words.seeSermon}
          <span css={visuallyHidden}>: {sermon.title}</span>
          <ArrowRight size={18} aria-hidden />
        </a>
      </div>
    </article>
  );
}
