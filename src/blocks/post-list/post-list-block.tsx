import type { CSSObject } from "@emotion/react";
import { useSearchParams } from "react-router-dom";
import type { PostListBlock as PostListBlockData } from "@/types/generated/content";
import { PostCard } from "@/components/posts/post-card";
import { SectionShell } from "@/components/section-shell";
import { useCollection } from "@/content/collections-context";
import { CATEGORY_PARAM } from "@/content/posts";
import { useHydrated } from "@/lib/use-hydrated";
import { theme } from "@/theme/theme";
import { CategoryFilter } from "./category-filter";

const { space, fonts, fontSizes, colors } = theme;

const grid: CSSObject = { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.lg, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 19rem), 1fr))" };
const subheading: CSSObject = { fontFamily: fonts.heading, fontSize: fontSizes.h2, color: colors.navy, margin: `${space.xxl} 0 ${space.lg}` };
const label: CSSObject = { display: "block", margin: `${space.xl} 0 ${space.md}`, fontWeight: 700, letterSpacing: "0.12em", textTransform: "uppercase", fontSize: fontSizes.sm, color: colors.goldText };
const empty: CSSObject = { marginTop: space.xl, padding: space.xl, borderRadius: 16, background: colors.cream, textAlign: "center" };

/** The blog list: category filter (?category=), the featured post on top, then the others. */
export function PostListBlock({ block }: { block: PostListBlockData }) {
  const posts = useCollection("posts");
  const [params, setParams] = useSearchParams();
  // The pre-rendered page is the unfiltered list; the query is applied once the page is live.
  const hydrated = useHydrated();
  const active = hydrated ? params.get(CATEGORY_PARAM) : null;
  const categories = [...new Set(posts.map((post) => post.category))].sort((a, b) => a.localeCompare(b, "pt-BR"));
  const shown = active === null ? posts : posts.filter((post) => post.category === active);
  const featured = shown.find((post) => post.featured);
  const others = shown.filter((post) => post !== featured);

  const choose = (category: string | null) => setParams(category ? { [CATEGORY_PARAM]: category } : {}, { preventScrollReset: true });

  return (
    <SectionShell id={block.id}>
      <CategoryFilter categories={categories} active={active} onChange={choose} />
      {shown.length === 0 && (
        <div css={empty} role="status">
          <p css={{ margin: 0, fontWeight: 600 }}>{block.emptyText ?? "Nenhum artigo nesta categoria por enquanto."}</p>
          <button type="button" onClick={() => choose(null)} css={{ marginTop: space.md, minHeight: 44, padding: "0 1.25rem", borderRadius: 999, border: `2px solid ${colors.navy}`, background: colors.white, color: colors.navy, fontWeight: 600, cursor: "pointer" }}>
            Ver todos os artigos
          </button>
        </div>
      )}
      {featured && (
        <>
          <span css={label}>{block.featuredLabel ?? "Em destaque"}</span>
          <PostCard post={featured} featured headingLevel="h2" />
        </>
      )}
      {others.length > 0 && (
        <>
          <h2 css={subheading}>{block.heading ?? "Artigos Recentes"}</h2>
          <ul css={grid}>
            {others.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionShell>
  );
}
