import type { CSSObject } from "@emotion/react";
import { buttonStyles } from "@/site/components/button-styles";
import { BUTTON_HREF_ATTRIBUTE } from "@/site/islands/island-definition";
import { POST_LIST_PAGE_SIZE } from "@/site/data/posts";
import { theme } from "@/site/theme/theme";
import type { PostListWords } from "./post-list-words";

const { space, colors, fontSizes } = theme;

const wrap: CSSObject = { display: "flex", flexDirection: "column", alignItems: "center", gap: space.md, marginTop: space.xl, textAlign: "center" };
const count: CSSObject = { margin: 0, fontSize: fontSizes.sm, color: colors.heading };
const error: CSSObject = { margin: 0, fontWeight: 600, color: colors.heading };
// Stays focusable while loading (aria-disabled, not disabled) so keyboard focus is not dropped.
const busy: CSSObject = { '&[aria-disabled="true"]': { cursor: "progress", opacity: 0.75 } };

type LoadMoreProps = {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
  /** The list with one more page (?pagina=…): where the button leads if the list's code cannot load. */
  href: string;
  words: Pick<PostListWords, "shown" | "showMore" | "loading" | "retry" | "loadFailed" | "addedOne" | "addedMany">;
};

/** "Mostrando 12 de 40 artigos", in the block's words. */
const shownText = (words: LoadMoreProps["words"], shown: number, total: number) => words.shown.replace("{n}", String(shown)).replace("{total}", String(total));

/** "Mostrando 12 de 40 artigos" and the button that fetches the next page (it retries after a failure). */
export function LoadMore({ shown, total, hasMore, loading, failed, onLoad, href, words }: LoadMoreProps) {
  if (total <= POST_LIST_PAGE_SIZE) return null;
  return (
    <div css={wrap}>
      {/* One text node, so the pre-rendered HTML reads as one phrase. */}
      <p css={count}>{shownText(words, shown, total)}</p>
      {failed && (
        <p css={error} role="alert">
          {words.loadFailed}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          data-requires-js
          css={[buttonStyles.secundario, busy]}
          aria-disabled={loading || undefined}
          onClick={() => !loading && onLoad()}
          {...{ [BUTTON_HREF_ATTRIBUTE]: href }}
        >
          {loading ? words.loading : failed ? words.retry : words.showMore}
        </button>
      )}
    </div>
  );
}

/** What the live region says after "Mostrar mais": how many cards arrived. */
export function addedMessage(words: LoadMoreProps["words"], count: number, shown: number, total: number): string {
  const added = count === 1 ? words.addedOne : words.addedMany.replace("{n}", String(count));
  return `${added}. ${shownText(words, shown, total)}.`;
}
