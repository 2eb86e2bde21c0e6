import { ArrowLeft } from "lucide-react";
import { Picture } from "@/site/components/picture";
import { PostCard } from "@/site/components/posts/post-card";
import { PostMeta } from "@/site/components/posts/post-meta";
import { ImageInfoProvider } from "@/site/data/image-info";
import type { PostPayload } from "@/site/data/posts";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { withBase } from "@/lib/base-path";
import { PostSidebar } from "./post-sidebar";
import { postStyles as s } from "./post-styles";
import { ShareButton } from "./share-button";

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-ZÀ-Ú]/.test(word));
  return `${words[0]?.[0] ?? ""}${words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : ""}`;
}

/**
 * /blog/{id}: the article (header, cover, the sanitised body, author card and the sidebar), then the related posts,
 * beside it in <main>: not part of the article, and below the page's first screen (src/build/first-screen.ts).
 */
export function PostView({ payload }: { payload: PostPayload }) {
  const { post, related, recent, categories, images, blog } = payload;
  const site = useSite();
  const { postPage: words } = useWords();
  return (
    <ImageInfoProvider images={images}>
      <article aria-labelledby="artigo-titulo">
        <header css={s.header}>
          <div css={s.headerInner}>
            <a href={withBase(blog.route)} css={s.back}>
              <ArrowLeft size={18} aria-hidden /> {`${words.backTo} ${blog.name}`}
            </a>
            <span css={s.badge}>{post.category}</span>
            <h1 id="artigo-titulo" css={s.title}>
              {post.title}
            </h1>
            <blockquote css={s.verse}>
              <p css={{ margin: 0 }}>“{post.excerpt}”</p>
              <cite>{post.versiculoChave}</cite>
            </blockquote>
            <PostMeta post={post} words={words} css={s.meta} />
            <ShareButton title={post.title} text={`${post.title} — ${post.versiculoChave}`} />
          </div>
        </header>
        <div css={s.layout}>
          <div>
            <Picture image={post.image} sizes="(min-width: 1100px) 48rem, 100vw" priority imgCss={s.cover} />
            {/* The only raw HTML on the site: sanitised once at build time by DOMPurify (src/engine/core/posts/sanitize-html.ts). */}
            <div css={s.body} dangerouslySetInnerHTML={{ __html: post.html }} />
            <section css={s.card} aria-label={words.aboutAuthor}>
              <span css={s.avatar} aria-hidden="true">
                {initials(post.author)}
              </span>
              <p css={{ margin: 0 }}>
                <strong>{post.author}</strong>
                {post.authorRole && <span css={{ display: "block" }}>{post.authorRole}</span>}
                <span css={{ display: "block" }}>{site.name}</span>
              </p>
            </section>
          </div>
          <PostSidebar categories={categories} recent={recent} blog={blog} />
        </div>
      </article>
      {related.length > 0 && (
        <section css={s.related} aria-labelledby="relacionados">
          <h2 id="relacionados" css={s.panelTitle}>
            {words.relatedPosts}
          </h2>
          <ul css={s.relatedGrid}>
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} words={words} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </ImageInfoProvider>
  );
}
