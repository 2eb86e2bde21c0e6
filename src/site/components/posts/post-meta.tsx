import { CalendarDays, Clock, UserRound } from "lucide-react";
import { postMonthLabel, type PostSummary } from "@/site/data/posts";
import { visuallyHidden } from "@/site/components/visually-hidden";

/** Author, reading time and month: the three facts the spec shows with every post. */
/** Styled by the caller through the css prop (Emotion turns it into className). */
export function PostMeta({ post, className }: { post: PostSummary; className?: string }) {
  return (
    <p className={className}>
      <span>
        <UserRound size={16} aria-hidden />
        <span css={visuallyHidden}>Autor: </span>
        {post.author}
      </span>
      <span>
        <Clock size={16} aria-hidden />
        <span css={visuallyHidden}>Tempo de leitura: </span>
        {post.readTime} de leitura
      </span>
      <span>
        <CalendarDays size={16} aria-hidden />
        <time dateTime={post.date}>{postMonthLabel(post.date)}</time>
      </span>
    </p>
  );
}
