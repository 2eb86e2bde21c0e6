import type { CSSObject } from "@emotion/react";
import { Headphones } from "lucide-react";
import type { SermonListBlock as SermonListBlockData } from "@/types/generated/content";
import { buttonStyles } from "@/site/components/button-styles";
import { SectionShell } from "@/site/components/section-shell";
import { SermonCard } from "@/site/components/sermons/sermon-card";
import { useCollection } from "@/site/data/collections-context";
import { useImageInfoOf } from "@/site/data/image-info";
import type { SermonFilter } from "@/site/data/sermons";
import { Island } from "@/site/islands/island";
import { withBase } from "@/lib/base-path";
import { theme } from "@/site/theme/theme";
import { sermonArchiveIsland } from "./sermon-archive-island";
import { sermonArchiveWords } from "./sermon-archive";
import { sermonListWords, type SermonListWords } from "./sermon-list-words";
import { useWords } from "@/site/data/words-context";
import { SermonArchiveNote } from "./sermon-archive-note";
import { useSite } from "@/site/data/site-context";
import { youtubeChannel } from "../video-list/video-entities";

const { space, colors, fonts, fontSizes, radii } = theme;

const label: CSSObject = {
  display: "block",
  margin: `0 0 ${space.md}`,
  fontWeight: 700,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  fontSize: fontSizes.sm,
  color: colors.accentText,
};
const subheading: CSSObject = { fontFamily: fonts.heading, fontSize: fontSizes.h2, color: colors.heading, margin: `${space.xxl} 0 ${space.lg}` };
const seriesBox: CSSObject = { marginTop: space.xxl, padding: space.lg, borderRadius: radii.lg, background: colors.tint };
const seriesTitle: CSSObject = { fontFamily: fonts.heading, fontSize: fontSizes.h3, color: colors.heading, margin: `0 0 ${space.sm}` };
const seriesList: CSSObject = { margin: `${space.md} 0`, paddingLeft: "1.25rem", display: "grid", gap: space.xs };
const filterGroups: CSSObject = {
  display: "grid",
  gap: space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  marginBottom: space.xl,
};
const filterTitle: CSSObject = { margin: `0 0 ${space.sm}`, fontSize: fontSizes.md, color: colors.heading };
const chips: CSSObject = { display: "flex", flexWrap: "wrap", gap: space.xs, listStyle: "none", margin: 0, padding: 0 };
const chip: CSSObject = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: "0 1rem",
  borderRadius: radii.pill,
  border: `2px solid ${colors.heading}`,
  color: colors.heading,
  fontWeight: 600,
  fontSize: fontSizes.sm,
  textDecoration: "none",
  "&:hover": { background: colors.heading, color: colors.bg },
};
const podcast: CSSObject = { display: "flex", flexWrap: "wrap", gap: space.md, alignItems: "center", marginTop: space.lg };

/** Each group of filters and the block's word for its title. */
const GROUPS: { group: SermonFilter["group"]; title: "bySeries" | "byPreacher" | "byBook" }[] = [
  { group: "serie", title: "bySeries" },
  { group: "pregador", title: "byPreacher" },
  { group: "livro", title: "byBook" },
];

/** The archive's ways in: each series, preacher and book is a link to its own page, which needs no JavaScript. */
function ArchiveFilters({ filters, words }: { filters: SermonFilter[]; words: SermonListWords }) {
  if (filters.length === 0) return null;
  return (
    <nav aria-label={words.filtersLabel} css={filterGroups}>
      {GROUPS.map(({ group, title }) => {
        const items = filters.filter((filter) => filter.group === group);
        if (items.length === 0) return null;
        return (
          <div key={group}>
            <h3 css={filterTitle}>{words[title]}</h3>
            <ul css={chips}>
              {items.map((filter) => (
                <li key={filter.list}>
                  <a href={withBase(filter.route)} css={chip}>
                    {filter.name}
                    <span css={{ marginLeft: "0.375rem", fontWeight: 400 }}>({filter.count})</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/**
 * /mensagens: the newest sermon, the series being preached, then the archive (its filters, its first page and
 * "Mostrar mais"), and the podcast for the app on the visitor's phone.
 */
export function SermonListBlock({ block }: { block: SermonListBlockData }) {
  const data = useCollection("sermons");
  const channel = youtubeChannel(useSite());
  const words = useWords().sermons;
  const own = sermonListWords(block);
  const images = useImageInfoOf(data.first.map((sermon) => sermon.image.src));
  if (!data.latest)
    return (
      <SectionShell id={block.id}>
        <p css={{ margin: 0, fontWeight: 600 }}>{own.emptyText}</p>
      </SectionShell>
    );
  return (
    <SectionShell id={block.id}>
      <span css={label}>{own.latestLabel}</span>
      <SermonCard sermon={data.latest} words={words} featured headingLevel="h2" />
      {(data.podcast || channel) && (
        <p css={podcast}>
          {channel && (
            <a href={`${channel.replace(/\/$/, "")}/live`} css={buttonStyles.primario}>
              {own.liveLink}
            </a>
          )}
          {data.podcast && (
            <a href={withBase(data.podcast)} css={buttonStyles.secundario}>
              <Headphones size={18} aria-hidden />
              {` ${words.podcastApp}`}
            </a>
          )}
        </p>
      )}
      {data.current && (
        <section css={seriesBox} aria-labelledby="serie-atual">
          <span css={label}>{own.seriesLabel}</span>
          <h2 id="serie-atual" css={seriesTitle}>
            <a href={withBase(data.current.series.route)} css={{ color: "inherit" }}>
              {data.current.series.name}
            </a>
          </h2>
          <p css={{ margin: 0, color: colors.textSoft }}>{data.current.series.description}</p>
          <ol css={seriesList}>
            {data.current.sermons.map((sermon) => (
              <li key={sermon.slug}>
                <a href={withBase(sermon.route)} css={{ color: colors.heading, fontWeight: 600 }}>
                  {sermon.title}
                </a>{" "}
                <span css={{ color: colors.textSoft }}>· {sermon.preacher.name}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <h2 css={subheading}>{own.heading}</h2>
      <ArchiveFilters filters={data.filters} words={own} />
      <Island
        island={sermonArchiveIsland}
        props={{ list: data.list, first: data.first, total: data.total, pageCount: data.pageCount, images, words: sermonArchiveWords(words) }}
        fallback={<SermonArchiveNote text={block.unavailableText} />}
        fallbackFirst
      />
    </SectionShell>
  );
}
