import type { SearchBlock as SearchBlockData } from "@/types/generated/content";
import { SEARCH_KINDS } from "@/lib/search/search-data";
import { withBase } from "@/lib/base-path";
import { SectionShell } from "@/site/components/section-shell";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useCollection, useOptionalCollection } from "@/site/data/collections-context";
import type { SearchListEntry } from "@/site/data/page-payload";
import { resolveSearchBlock } from "./search-labels";
import { searchStyles as s } from "./search-styles";

/**
 * The search page: an ordinary form (GET, field "q") and, below it, everything the search can find, by kind:
 * what a visitor without JavaScript gets, and what anyone sees before typing. Every page (not each of its
 * sections) and everything the pages list, but the newest posts only, with a link to the blog: the list must
 * not grow with the archive. With JavaScript, the page script puts the
 * results of "?q=" in place of the list (src/site/browser/search/).
 */
export function SearchBlock({ block }: { block: SearchBlockData }) {
  const labels = resolveSearchBlock(block);
  const search = useOptionalCollection("search") ?? [];
  const blog = useCollection("blog");
  const prefix = block.id ?? "busca";
  // Under the section's heading when it has one, else right under the page's.
  const ListHeading = block.heading ? "h3" : "h2";
  const GroupHeading = block.heading ? "h4" : "h3";
  return (
    <SectionShell id={block.id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <form role="search" method="get" aria-label={labels.label} css={s.form} data-search-page="">
        <label htmlFor={`${prefix}-campo`} css={visuallyHidden}>
          {labels.label}
        </label>
        <input id={`${prefix}-campo`} type="search" name="q" placeholder={labels.placeholder} autoComplete="off" enterKeyHint="search" css={s.input} />
        <button type="submit" css={s.submit}>
          {labels.label}
        </button>
      </form>
      <div data-search-results="" hidden />
      <div data-search-listing="">
        <ListHeading css={s.listingHeading}>{labels.listingHeading}</ListHeading>
        <div css={s.listing}>
          {SEARCH_KINDS.map((kind) => {
            // Whole pages only: their sections are found by the search, and would make the list long.
            const all = search.filter((entry) => entry.kind === kind && !(kind === "page" && entry.href.includes("#")));
            const shown = kind === "post" ? all.slice(0, labels.postsShown) : all;
            if (shown.length === 0) return null;
            return (
              <section key={kind} aria-labelledby={`${prefix}-${kind}`} css={s.group}>
                <GroupHeading id={`${prefix}-${kind}`} css={s.groupHeading}>
                  {labels.kinds[kind].many}
                </GroupHeading>
                <ul css={s.list}>
                  {shown.map((entry) => (
                    <ListingItem key={`${entry.href} ${entry.title}`} entry={entry} />
                  ))}
                </ul>
                {kind === "post" && all.length > shown.length && (
                  <a href={withBase(blog.route)} css={s.more}>
                    {labels.allPosts}
                  </a>
                )}
              </section>
            );
          })}
        </div>
      </div>
    </SectionShell>
  );
}

function ListingItem({ entry }: { entry: SearchListEntry }) {
  const meta = entry.kind === "page" ? entry.context : entry.date;
  return (
    <li>
      <a href={withBase(entry.href)} css={s.link}>
        {entry.title}
      </a>
      {meta && <span css={s.meta}> · {meta}</span>}
    </li>
  );
}
