import { FormFallback } from "@/site/components/form/form-fallback";
import { newsletterProps } from "@/site/components/posts/newsletter-props";
import { newsletterIsland } from "@/site/blocks/newsletter/newsletter-island";
import { newsletterWords } from "@/site/components/posts/newsletter-words";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { Island } from "@/site/islands/island";
import { blogCategoryHref, postMonthLabel, type BlogInfo, type PostSummary } from "@/site/data/posts";
import { withBase } from "@/lib/base-path";
import { colors } from "@/site/theme/colors";
import { postStyles as s } from "./post-styles";

/** Sidebar of a post (spec): categories, the 3 most recent posts and the newsletter box. */
export function PostSidebar({ categories, recent, blog }: { categories: string[]; recent: PostSummary[]; blog: BlogInfo }) {
  const site = useSite();
  const { postPage: words } = useWords();
  return (
    <aside css={s.sidebar} aria-label={words.moreFromBlog}>
      <section css={s.panel} aria-labelledby="barra-categorias">
        <h2 id="barra-categorias" css={s.panelTitle}>
          {words.categoriesHeading}
        </h2>
        <ul css={s.plainList}>
          {categories.map((category) => (
            <li key={category}>
              <a href={withBase(blogCategoryHref(category))}>{category}</a>
            </li>
          ))}
        </ul>
      </section>
      {recent.length > 0 && (
        <section css={s.panel} aria-labelledby="barra-recentes">
          <h2 id="barra-recentes" css={s.panelTitle}>
            {words.recentPosts}
          </h2>
          <ul css={s.plainList}>
            {recent.map((post) => (
              <li key={post.id}>
                <a href={withBase(`/blog/${post.id}`)}>{post.title}</a>
                <span css={{ display: "block", fontSize: "0.875rem", color: colors.textSoft }}>{postMonthLabel(post.date)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section css={s.panel} aria-labelledby="barra-newsletter">
        <h2 id="barra-newsletter" css={s.panelTitle}>
          {blog.newsletterHeading}
        </h2>
        {/* Far from the first screen on a phone: React loads only if the visitor starts on the form. */}
        <Island
          island={newsletterIsland}
          props={newsletterProps(site, blog.name, newsletterWords(blog.newsletterWords), true)}
          siteWide
          wake="interaction"
          fallback={<FormFallback words={blog.newsletterUnavailable} whatsapp={site.contact.whatsapp} email={site.contact.email} />}
        />
      </section>
    </aside>
  );
}
