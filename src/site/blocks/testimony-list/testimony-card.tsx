import { Quote, Star } from "lucide-react";
import type { Testimony } from "@/types/generated/content";
import { Picture } from "@/site/components/picture";
import { initialsOf } from "./initials";
import { testimonyListStyles as s } from "./testimony-list-styles";

/** Spec §9: every testimony is rated 5; it is not an editor's field. */
const STARS = 5;

function Avatar({ testimony }: { testimony: Testimony }) {
  return (
    <span css={s.avatar} aria-hidden="true">
      {testimony.avatar ? (
        // The author's name is printed right beside the photo, so describing it again would only repeat it.
        <Picture image={{ ...testimony.avatar, alt: "" }} sizes="56px" imgCss={s.avatarImage} />
      ) : (
        initialsOf(testimony.author)
      )}
    </span>
  );
}

/** One testimony: the rating, its title, the story in the author's words, and who told it. */
export function TestimonyCard({ testimony }: { testimony: Testimony }) {
  return (
    <article css={s.card}>
      <span css={s.quoteMark}>
        <Quote size={32} aria-hidden="true" />
      </span>
      {/* Read once as "5 de 5 estrelas" instead of five separate, meaningless star images. */}
      <span role="img" aria-label={`${STARS} de ${STARS} estrelas`} css={s.stars}>
        {Array.from({ length: STARS }, (_, index) => (
          <Star key={index} size={20} fill="currentColor" aria-hidden="true" />
        ))}
      </span>
      <h3 css={s.title}>{testimony.title}</h3>
      <blockquote css={s.quote}>
        <p>{testimony.text}</p>
      </blockquote>
      <footer css={s.author}>
        <Avatar testimony={testimony} />
        <div>
          <p css={s.name}>{testimony.author}</p>
          <p css={s.meta}>
            {testimony.role} · {testimony.congregation}
          </p>
        </div>
      </footer>
    </article>
  );
}
