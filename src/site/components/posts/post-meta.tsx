import { CalendarDays, Clock, UserRound } from "lucide-react";
import { postMonthLabel, type PostSummary } from "@/site/data/posts";
import { visuallyHidden } from "@/site/components/visually-hidden";
import type { SiteWords } from "@/site/data/site-words";

/**
 * The words of a post's card and facts (site.json's `words.postPage`), given by whoever renders them: the post page reads
 * them from the site, the blog list's island from its props (an island has no site to read: src/site/islands/).
 */
export type PostCardWords = Pick<SiteWords["postPage"], "postAuthor" | "readingTime" | "readingTimeSuffix" | "readPost">;

/** Author, reading time and month: the three facts the spec shows with every post. */
/** Styled by the caller through the css prop (Emotion turns it into className). */
export function PostMeta({ post, words, className }: { post: PostSummary; words: PostCardWords; className?: string }) {
  return (
    <p className={className}>
      <span>
        <UserRound size={16} aria-hidden />
        <span css={visuallyHidden}>{`${words.postAuthor}: `}</span>
        {post.author}
      </span>
      <span>
        <Clock size={16} aria-hidden />
        <span css={visuallyHidden}>{`${words.readingTime}: `}</span>
        {`${post.readTime} ${words.readingTimeSuffix}`}
      </span>
      <span>
        <CalendarDays size={16} aria-hidden />
        <time dateTime={post.date}>{postMonthLabel(post.date)}</time>
      </span>
    </p>
  );
}
