import type { CSSObject } from "@emotion/react";
import { useEffect, useRef } from "react";
import type { PostListBlock as PostListBlockData } from "@/types/generated/content";
import { PostCard } from "@/site/components/posts/post-card";
import type { PostCardWords } from "@/site/components/posts/post-meta";
import { SectionShell } from "@/site/components/section-shell";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { ImageInfoProvider, type ImageInfoMap } from "@/site/data/image-info";
import { ALL_POSTS_LIST, type PostListData } from "@/site/data/posts";
import { theme } from "@/site/theme/theme";
import { CategoryFilter } from "./category-filter";
import { readCategory } from "./category-param";
import { readPages } from "@/lib/list-pages";
import { morePagesHref, useCategoryQuery } from "./use-category-query";
import { addedMessage, LoadMore } from "./load-more";
import type { PostListWords } from "./post-list-words";
import { usePostPages } from "./use-post-pages";

const { space, fonts, fontSizes, colors } = theme;

const grid: CSSObject = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 19rem), 1fr))",
};
const subheading: CSSObject = { fontFamily: fonts.heading, fontSize: fontSizes.h2, color: colors.heading, margin: `${space.xxl} 0 ${space.lg}` };
const label: CSSObject = {
  display: "block",
  margin: `${space.xl} 0 ${space.md}`,
  fontWeight: 700,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  fontSize: fontSizes.sm,
  color: colors.accentText,
};
const empty: CSSObject = { marginTop: space.xl, padding: space.xl, borderRadius: 16, background: colors.tint, textAlign: "center" };
const backButton: CSSObject = {
  marginTop: space.md,
  minHeight: 44,
  padding: "0 1.25rem",
  borderRadius: 999,
  border: `2px solid ${colors.heading}`,
  background: colors.bg,
  color: colors.heading,
  fontWeight: 600,
  cursor: "pointer",
};

export interface PostListProps {
  block: PostListBlockData;
  data: PostListData;
  /** The sizes of the featured post's and the first page's images. */
  images: ImageInfoMap;
  /** The cards' words, from site.json (the island has no site to read them from). */
  words: PostCardWords;
  /** The list's own words, the block's over its schema's defaults (post-list-words.ts: the schema stays out of the chunk). */
  listWords: PostListWords;
}

/**
 * The blog list, an island (post-list-island.tsx): category filter (?category=), the featured post on
 * top, then the others a page at a time. The pre-rendered HTML is the unfiltered list, which is what
 * a visitor without JavaScript reads.
 */
export function PostList({ block, data, images, words, listWords }: PostListProps) {
  return (
    <ImageInfoProvider images={images}>
      <PostListContent block={block} data={data} words={words} listWords={listWords} />
    </ImageInfoProvider>
  );
}

function PostListContent({ block, data, words, listWords: say }: Omit<PostListProps, "images">) {
  const [params, choose, showPages] = useCategoryQuery();
  const choice = readCategory(params, data.categories);
  const category = choice.kind === "known" ? choice.category : null;
  // The filter shows the category's own name (an unknown one presses no button).
  const active = choice.kind === "todos" ? null : choice.kind === "known" ? choice.category.name : choice.requested;
  const pages = usePostPages(data, choice.kind === "todos" ? ALL_POSTS_LIST : (category?.slug ?? null));
  const shown = pages.shown;
  const featured = data.featured && (choice.kind === "todos" || data.featured.category === category?.name) ? data.featured : null;
  const firstPageState = shown === null && category ? (pages.failed ? "failed" : "loading") : null;
  const nothing = !featured && firstPageState === null && (shown?.total ?? 0) === 0;

  // ?pagina=3 (a reload after "Mostrar mais", a shared link, the button's own address when its code could not load):
  // the next pages are fetched one after another until the list shows that many, or all it has.
  const wantedPages = readPages(params);
  const { loading, failed, loadMore } = pages;
  useEffect(() => {
    if (shown && !loading && !failed && shown.loaded < Math.min(wantedPages, shown.pageCount)) loadMore();
  }, [shown, loading, failed, wantedPages, loadMore]);
  // The address follows the pages shown, so a reload shows the same list (only after a page was added: never on load).
  const loaded = shown?.loaded ?? 1;
  const added = pages.added;
  useEffect(() => {
    if (added) showPages(loaded);
  }, [added, loaded, showPages]);

  const gridRef = useRef<HTMLUListElement>(null);
  // Keyboard and screen-reader users continue from the first new card instead of the button.
  useEffect(() => {
    if (added) gridRef.current?.children[added.from]?.querySelector("a")?.focus();
  }, [added]);

  return (
    <SectionShell id={block.id}>
      <CategoryFilter
        categories={data.categories.map((c) => c.name)}
        active={active}
        onChange={choose}
        words={{ label: say.filterLabel, all: say.allCategories }}
      />
      {nothing && (
        <div css={empty} role="status">
          <p css={{ margin: 0, fontWeight: 600 }}>{say.emptyText}</p>
          <button type="button" onClick={() => choose(null)} css={backButton}>
            {say.showAll}
          </button>
        </div>
      )}
      {featured && (
        <>
          <span css={label}>{say.featuredLabel}</span>
          <PostCard post={featured} words={words} featured headingLevel="h2" />
        </>
      )}
      {firstPageState === "loading" && (
        <p css={{ marginTop: space.xl, textAlign: "center" }} role="status">
          {say.loadingCategory}
        </p>
      )}
      {firstPageState === "failed" && (
        <div css={empty} role="alert">
          <p css={{ margin: 0, fontWeight: 600 }}>{say.categoryFailed}</p>
          <button type="button" onClick={pages.retry} css={backButton}>
            {say.retry}
          </button>
        </div>
      )}
      {shown && shown.posts.length > 0 && (
        <ImageInfoProvider images={shown.images}>
          <h2 css={subheading}>{say.heading}</h2>
          <ul css={grid} ref={gridRef}>
            {shown.posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} words={words} />
              </li>
            ))}
          </ul>
          <LoadMore
            shown={shown.posts.length}
            total={shown.total}
            hasMore={shown.loaded < shown.pageCount}
            loading={pages.loading}
            failed={pages.failed}
            onLoad={pages.loadMore}
            href={morePagesHref(category?.name ?? null, shown.loaded + 1)}
            words={say}
          />
        </ImageInfoProvider>
      )}
      <p css={visuallyHidden} role="status">
        {added && shown ? addedMessage(say, added.count, shown.posts.length, shown.total) : ""}
      </p>
    </SectionShell>
  );
}
