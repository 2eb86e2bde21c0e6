import { ArrowRight } from "lucide-react";
import { buttonStyles } from "@/site/components/button-styles";
import { Picture } from "@/site/components/picture";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { withBase } from "@/lib/base-path";
import type { PostSummary } from "@/site/data/posts";
import { PostMeta, type PostCardWords } from "./post-meta";
import { postCardStyles as s } from "./post-card-styles";

type PostCardProps = { post: PostSummary; words: PostCardWords; featured?: boolean; headingLevel?: "h2" | "h3" };

/** A post in a list: image, category badge, title, key verse, author, reading time, month, read link. */
export function PostCard({ post, words, featured = false, headingLevel = "h3" }: PostCardProps) {
  const Heading = headingLevel;
  return (
    <article css={[s.card, featured && s.featured]} aria-labelledby={`artigo-${post.id}`}>
      <Picture image={post.image} sizes={featured ? "(min-width: 900px) 40rem, 100vw" : "(min-width: 900px) 24rem, 100vw"} imgCss={s.image} />
      <div css={s.body}>
        <span css={s.badge}>{post.category}</span>
        <Heading id={`artigo-${post.id}`} css={[s.title, featured && s.featuredTitle]}>
          {post.title}
        </Heading>
        <p css={s.excerpt}>
          “{post.excerpt}” <span css={{ fontStyle: "normal", whiteSpace: "nowrap" }}>({post.versiculoChave})</span>
        </p>
        <PostMeta post={post} words={words} css={s.meta} />
        <a href={withBase(`/blog/${post.id}`)} css={[featured ? buttonStyles.primario : buttonStyles.texto, s.link]}>
          {words.readPost}
          <span css={visuallyHidden}>{`: ${post.title}`}</span>
          <ArrowRight size={18} aria-hidden />
        </a>
      </div>
    </article>
  );
}
