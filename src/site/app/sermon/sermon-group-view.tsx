import type { CSSObject } from "@emotion/react";
import { ArrowLeft, Headphones } from "lucide-react";
import { Picture } from "@/site/components/picture";
import { buttonStyles } from "@/site/components/button-styles";
import { ImageInfoProvider } from "@/site/data/image-info";
import type { SermonGroupPayload } from "@/site/data/sermons";
import { Island } from "@/site/islands/island";
import { sermonArchiveIsland } from "@/site/blocks/sermon-list/sermon-archive-island";
import { SermonArchiveNote } from "@/site/blocks/sermon-list/sermon-archive-note";
import { sermonArchiveWords } from "@/site/blocks/sermon-list/sermon-archive";
import { useWords } from "@/site/data/words-context";
import { withBase } from "@/lib/base-path";
import { theme } from "@/site/theme/theme";
import { postStyles as s } from "../post/post-styles";

const { space, layout, radii } = theme;

const body: CSSObject = { maxWidth: layout.maxWidth, marginInline: "auto", paddingInline: space.gutter, paddingBlock: space.section };
const art: CSSObject = { display: "block", width: "100%", maxWidth: "40rem", height: "auto", borderRadius: radii.lg, marginBottom: space.xl };

/** A series', a preacher's or a book's sermons: what it is, then its list a page at a time (its own podcast for a series). */
export function SermonGroupView({ payload }: { payload: SermonGroupPayload }) {
  const { title, eyebrow, intro, image, list, first, total, pageCount, images, home, podcast, group } = payload;
  const words = useWords().sermons;
  return (
    <ImageInfoProvider images={images}>
      <header css={s.header}>
        <div css={s.headerInner}>
          <a href={withBase(home.route)} css={s.back}>
            <ArrowLeft size={18} aria-hidden />
            {` ${words.backTo} `}
            {home.name}
          </a>
          <span css={s.badge}>{eyebrow}</span>
          <h1 css={s.title}>{title}</h1>
          {intro && <p css={{ margin: 0, fontSize: "1.125rem", maxWidth: layout.proseWidth }}>{intro}</p>}
          {podcast && (
            <a href={withBase(podcast)} css={[buttonStyles.secundarioOnDark, { justifySelf: "start" }]}>
              <Headphones size={18} aria-hidden />
              {` ${words.podcastApp}`}
            </a>
          )}
        </div>
      </header>
      <div css={body}>
        {image && group === "serie" && <Picture image={image} sizes="(min-width: 700px) 40rem, 100vw" priority imgCss={art} />}
        {total === 0 ? (
          <p css={{ margin: 0, fontWeight: 600 }}>{words.seriesEmpty}</p>
        ) : (
          <Island
            island={sermonArchiveIsland}
            props={{ list, first, total, pageCount, images, words: sermonArchiveWords(words) }}
            fallback={<SermonArchiveNote text={home.unavailableText} />}
            fallbackFirst
          />
        )}
      </div>
    </ImageInfoProvider>
  );
}
