import { Link } from "react-router-dom";
import { NewsletterForm } from "@/components/posts/newsletter-form";
import { blogCategoryHref, postMonthLabel, type PostSummary } from "@/content/posts";
import { postStyles as s } from "./post-styles";

/** Sidebar of a post (spec): categories, the 3 most recent posts and the newsletter box. */
export function PostSidebar({ categories, recent }: { categories: string[]; recent: PostSummary[] }) {
  return (
    <aside css={s.sidebar} aria-label="Mais do blog">
      <section css={s.panel} aria-labelledby="barra-categorias">
        <h2 id="barra-categorias" css={s.panelTitle}>Categorias</h2>
        <ul css={s.plainList}>
          {categories.map((category) => (
            <li key={category}>
              <Link to={blogCategoryHref(category)}>{category}</Link>
            </li>
          ))}
        </ul>
      </section>
      {recent.length > 0 && (
        <section css={s.panel} aria-labelledby="barra-recentes">
          <h2 id="barra-recentes" css={s.panelTitle}>Artigos recentes</h2>
          <ul css={s.plainList}>
            {recent.map((post) => (
              <li key={post.id}>
                <Link to={`/blog/${post.id}`}>{post.title}</Link>
                <span css={{ display: "block", fontSize: "0.875rem", color: "#4a4f5c" }}>{postMonthLabel(post.date)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section css={s.panel} aria-labelledby="barra-newsletter">
        <h2 id="barra-newsletter" css={s.panelTitle}>Receba o Mês Profético</h2>
        <NewsletterForm compact />
      </section>
    </aside>
  );
}
