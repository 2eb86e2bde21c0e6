import type { CSSObject } from "@emotion/react";
import { useEffect, useRef, useState } from "react";
import { buttonStyles } from "@/site/components/button-styles";
import { SermonCard, type SermonCardWords } from "@/site/components/sermons/sermon-card";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { ImageInfoProvider, type ImageInfoMap } from "@/site/data/image-info";
import type { SiteWords } from "@/site/data/site-words";
import { withBase } from "@/lib/base-path";
import { PAGES_PARAM, readPages, withPages } from "@/lib/list-pages";
import { replaceAddress, useAddress } from "@/lib/use-address";
import { BUTTON_HREF_ATTRIBUTE } from "@/site/islands/island-definition";
import { SERMON_LIST_PAGE_SIZE, sermonListDataPath, type SermonListPage, type SermonSummary } from "@/site/data/sermons";
import { theme } from "@/site/theme/theme";

const { space, colors, fontSizes } = theme;

const grid: CSSObject = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 19rem), 1fr))",
};
const more: CSSObject = { display: "flex", flexDirection: "column", alignItems: "center", gap: space.md, marginTop: space.xl, textAlign: "center" };
const count: CSSObject = { margin: 0, fontSize: fontSizes.sm, color: colors.heading };
const busy: CSSObject = { '&[aria-disabled="true"]': { cursor: "progress", opacity: 0.75 } };

/** What the archive says, its cards' words included (site.json's `words.sermons`): an island reads them from its props. */
export type SermonArchiveWords = SermonCardWords &
  Pick<SiteWords["sermons"], "shown" | "showMore" | "loading" | "retry" | "loadFailed" | "addedOne" | "addedMany">;

const ARCHIVE_WORDS = [
  "partLabel",
  "hasVideo",
  "hasAudio",
  "seeSermon",
  "shown",
  "showMore",
  "loading",
  "retry",
  "loadFailed",
  "addedOne",
  "addedMany",
] as const;

/** Only the words the archive shows travel in its props (they are written into the page beside it). */
export function sermonArchiveWords(words: SiteWords["sermons"]): SermonArchiveWords {
  return Object.fromEntries(ARCHIVE_WORDS.map((key) => [key, words[key]])) as SermonArchiveWords;
}

const shownText = (words: SermonArchiveWords, shown: number, total: number) => words.shown.replace("{n}", String(shown)).replace("{total}", String(total));

export interface SermonArchiveProps {
  /** The list's folder under /data/mensagens/ ("todas", "serie-…"). */
  list: string;
  first: SermonSummary[];
  total: number;
  pageCount: number;
  /** The sizes of the first page's pictures. */
  images: ImageInfoMap;
  words: SermonArchiveWords;
}

async function fetchPage(list: string, page: number): Promise<SermonListPage> {
  const path = sermonListDataPath(list, page);
  const response = await fetch(withBase(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as SermonListPage;
}

/**
 * A list of sermons a page at a time: the first page is in the HTML (all a visitor without JavaScript reads, like the
 * blog's), "Mostrar mais mensagens" fetches the next list file, so no page's HTML grows with the archive. How many
 * pages are shown is kept in the address (?pagina=2, src/lib/list-pages.ts), read when the page opens, and is where the
 * button leads if the archive's code cannot load.
 */
export function SermonArchive({ list, first, total, pageCount, images, words }: SermonArchiveProps) {
  const [shown, setShown] = useState({ sermons: first, images, loaded: 1 });
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const [added, setAdded] = useState<{ from: number; count: number } | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  // Keyboard and screen-reader users continue from the first new card.
  useEffect(() => {
    if (added) gridRef.current?.children[added.from]?.querySelector("a")?.focus();
  }, [added]);

  const loadMore = () => {
    if (state === "loading" || shown.loaded >= pageCount) return;
    setState("loading");
    fetchPage(list, shown.loaded + 1).then(
      (page) => {
        setShown((before) => ({ sermons: [...before.sermons, ...page.sermons], images: { ...before.images, ...page.images }, loaded: page.page }));
        setAdded({ from: shown.sermons.length, count: page.sermons.length });
        setState("idle");
      },
      () => setState("failed"),
    );
  };

  // ?pagina=3: the next pages one after another until the archive shows that many, or all it has (a failure stops it).
  const wanted = readPages(new URLSearchParams(useAddress().search));
  useEffect(() => {
    if (state === "idle" && shown.loaded < Math.min(wanted, pageCount)) loadMore();
  });
  // The address follows the pages shown (only after one was added: never as the page opens).
  useEffect(() => {
    if (!added) return;
    const url = withPages(new URL(window.location.href), shown.loaded);
    if (url.href !== window.location.href) replaceAddress(url);
  }, [added, shown.loaded]);

  return (
    <ImageInfoProvider images={shown.images}>
      <ul css={grid} ref={gridRef}>
        {shown.sermons.map((sermon) => (
          <li key={sermon.slug}>
            <SermonCard sermon={sermon} words={words} />
          </li>
        ))}
      </ul>
      {total > SERMON_LIST_PAGE_SIZE && (
        <div css={more}>
          <p css={count}>{shownText(words, shown.sermons.length, total)}</p>
          {state === "failed" && (
            <p css={{ margin: 0, fontWeight: 600, color: colors.heading }} role="alert">
              {words.loadFailed}
            </p>
          )}
          {shown.loaded < pageCount && (
            <button
              type="button"
              data-requires-js
              css={[buttonStyles.secundario, busy]}
              aria-disabled={state === "loading" || undefined}
              onClick={loadMore}
              {...{ [BUTTON_HREF_ATTRIBUTE]: `?${PAGES_PARAM}=${shown.loaded + 1}` }}
            >
              {state === "loading" ? words.loading : state === "failed" ? words.retry : words.showMore}
            </button>
          )}
        </div>
      )}
      <p css={visuallyHidden} role="status">
        {added
          ? `${added.count === 1 ? words.addedOne : words.addedMany.replace("{n}", String(added.count))}. ${shownText(words, shown.sermons.length, total)}.`
          : ""}
      </p>
    </ImageInfoProvider>
  );
}
