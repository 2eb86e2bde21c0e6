import type { SiteWords } from "@/site/data/site-words";
import type { CSSObject } from "@emotion/react";
import { ArrowLeft, ArrowRight, Headphones, Play } from "lucide-react";
import { Picture } from "@/site/components/picture";
import { buttonStyles } from "@/site/components/button-styles";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { ImageInfoProvider } from "@/site/data/image-info";
import { useWords } from "@/site/data/words-context";
import type { SermonPayload, SermonSummary } from "@/site/data/sermons";
import { withBase } from "@/lib/base-path";
import { formatLongDate } from "@/lib/dates";
import { YOUTUBE_PLAYER_ALLOW, youtubeEmbedSrc, youtubeWatchHref } from "@/lib/youtube";
import { embedAttributes } from "@/lib/embed-frame";
import { theme } from "@/site/theme/theme";
import { postStyles as s } from "../post/post-styles";
import { ShareButton } from "../post/share-button";
import { videoListStyles as video } from "@/site/blocks/video-list/video-list-styles";

const { space, colors, fonts, fontSizes, radii, layout } = theme;

const column: CSSObject = {
  maxWidth: layout.proseWidth,
  marginInline: "auto",
  paddingInline: space.gutter,
  paddingBlock: space.section,
  display: "grid",
  gap: space.xl,
};
const media: CSSObject = { borderRadius: radii.lg, overflow: "hidden" };
const audioBox: CSSObject = { display: "grid", gap: space.sm, padding: space.lg, borderRadius: radii.lg, background: colors.tint };
const audioPlayer: CSSObject = { width: "100%" };
const summary: CSSObject = { margin: 0, fontSize: fontSizes.lg, lineHeight: 1.6, color: colors.text };
const metaLink: CSSObject = { color: "inherit", fontWeight: 600 };
const sequence: CSSObject = { display: "grid", gap: space.md, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))" };
const step: CSSObject = {
  display: "grid",
  gap: "0.25rem",
  padding: space.md,
  borderRadius: radii.lg,
  border: `1px solid ${colors.line}`,
  color: colors.heading,
  textDecoration: "none",
  "&:hover": { borderColor: colors.heading },
};
const avatarPhoto: CSSObject = { width: 64, height: 64, borderRadius: radii.pill, objectFit: "cover", flexShrink: 0 };
const sectionTitle: CSSObject = { margin: `0 0 ${space.sm}`, fontFamily: fonts.heading, fontSize: fontSizes.h3, color: colors.heading };

/** "Pastor Daniel Ferreira" → "DF": the name's last two capitalised words (a title such as "Pastor" comes first). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-ZÀ-Ú]/.test(word));
  return words
    .slice(-2)
    .map((word) => word[0])
    .join("");
}

/** The video behind the site's privacy facade: nothing from YouTube until play (src/site/browser/embed-facades.ts). */
function VideoFacade({
  id,
  title,
  image,
  words,
}: {
  id: string;
  title: string;
  image: SermonSummary["image"];
  words: Pick<SiteWords["sermons"], "watchHere" | "videoTitle">;
}) {
  return (
    <div
      css={[video.player, media]}
      {...embedAttributes({ src: youtubeEmbedSrc(id), title: words.videoTitle.replaceAll("{titulo}", title), allow: YOUTUBE_PLAYER_ALLOW })}
    >
      <Picture image={image} sizes="(min-width: 760px) 44rem, 100vw" priority imgCss={video.preview} />
      <button type="button" css={video.play} data-embed-load="" data-requires-js>
        <span css={video.playDisc}>
          <Play size={28} fill="currentColor" aria-hidden="true" />
        </span>
        <span css={visuallyHidden}>
          {`${words.watchHere} `}
          {title}
        </span>
      </button>
    </div>
  );
}

function Neighbour({ sermon, label }: { sermon: SermonSummary; label: string }) {
  return (
    <a href={withBase(sermon.route)} css={step}>
      <span css={{ fontSize: fontSizes.sm, color: colors.textSoft }}>{label}</span>
      <strong>{sermon.title}</strong>
    </a>
  );
}

/** /mensagens/<slug>: the sermon, its video and audio, the passage, the summary and notes, who preached, and its series. */
export function SermonView({ payload }: { payload: SermonPayload }) {
  const { sermon, preacher, previous, next, images, home, podcast } = payload;
  const words = useWords().sermons;
  return (
    <ImageInfoProvider images={images}>
      <article aria-labelledby="mensagem-titulo">
        <header css={s.header}>
          <div css={s.headerInner}>
            <a href={withBase(home.route)} css={s.back}>
              <ArrowLeft size={18} aria-hidden />
              {` ${words.backTo} `}
              {home.name}
            </a>
            {sermon.series && (
              <a href={withBase(sermon.series.route)} css={[s.badge, { textDecoration: "none" }]}>
                {sermon.series.name}
                {sermon.part ? ` · ${words.partLabel} ${sermon.part}` : ""}
              </a>
            )}
            <h1 id="mensagem-titulo" css={s.title}>
              {sermon.title}
            </h1>
            <p css={s.meta}>
              <span>
                <a href={withBase(preacher.route)} css={metaLink}>
                  {preacher.name}
                </a>
              </span>
              <span>
                <time dateTime={sermon.date}>{formatLongDate(sermon.date, true)}</time>
                {sermon.churchName ? ` · ${sermon.churchName}` : ""}
              </span>
              {sermon.passages.length > 0 && <span>{sermon.passages.join("; ")}</span>}
            </p>
            <ShareButton title={sermon.title} text={`${sermon.title} — ${[preacher.name, ...sermon.passages].join(", ")}`} />
          </div>
        </header>
        <div css={column}>
          {sermon.videoId ? (
            <div css={{ display: "grid", gap: space.sm }}>
              <VideoFacade id={sermon.videoId} title={sermon.title} image={sermon.image} words={words} />
              <a href={youtubeWatchHref(sermon.videoId)} css={[buttonStyles.texto, { justifySelf: "start" }]}>
                {words.watchOnYoutube}
                <span css={visuallyHidden}>: {sermon.title}</span>
              </a>
            </div>
          ) : (
            <Picture image={sermon.image} sizes="(min-width: 760px) 44rem, 100vw" priority imgCss={s.cover} />
          )}
          {sermon.audioUrl && (
            <section css={audioBox} aria-labelledby="mensagem-audio">
              <h2 id="mensagem-audio" css={[sectionTitle, { margin: 0, display: "flex", alignItems: "center", gap: space.sm }]}>
                <Headphones size={20} aria-hidden />
                {` ${words.listenHeading}`}
              </h2>
              {/* preload="none": nothing is fetched from where the church keeps its audio until the visitor plays it. */}
              <audio controls preload="none" src={sermon.audioUrl} css={audioPlayer}>
                <a href={sermon.audioUrl}>
                  {`${words.downloadAudio}: `}
                  {sermon.title}
                </a>
              </audio>
              <p css={{ margin: 0, display: "flex", flexWrap: "wrap", gap: space.md }}>
                <a href={sermon.audioUrl} css={buttonStyles.texto} download>
                  {words.downloadAudio}
                  <span css={visuallyHidden}>: {sermon.title}</span>
                </a>
                {podcast && (
                  <a href={withBase(podcast)} css={buttonStyles.texto}>
                    {words.podcastApp}
                  </a>
                )}
              </p>
            </section>
          )}
          <p css={summary}>{sermon.summary}</p>
          {/* Sanitised once at build time by DOMPurify, like a post's body (src/engine/core/sermons/finish-sermons.ts). */}
          {sermon.notesHtml && <div css={s.body} dangerouslySetInnerHTML={{ __html: sermon.notesHtml }} />}
          <section css={[s.card, { marginTop: 0 }]} aria-label={words.preacherLabel}>
            {preacher.photo ? (
              <Picture image={preacher.photo} sizes="64px" imgCss={avatarPhoto} />
            ) : (
              <span css={s.avatar} aria-hidden="true">
                {initials(preacher.name)}
              </span>
            )}
            <p css={{ margin: 0 }}>
              <a href={withBase(preacher.route)} css={{ color: colors.heading, fontWeight: 700 }}>
                {preacher.name}
              </a>
              {preacher.role && <span css={{ display: "block" }}>{preacher.role}</span>}
              {preacher.bio && <span css={{ display: "block", marginTop: space.xs, color: colors.textSoft }}>{preacher.bio}</span>}
            </p>
          </section>
          {(previous || next) && sermon.series && (
            <nav aria-label={`${words.moreFromSeries} ${sermon.series.name}`} css={sequence}>
              {previous && <Neighbour sermon={previous} label={words.previousInSeries} />}
              {next && <Neighbour sermon={next} label={words.nextInSeries} />}
            </nav>
          )}
          <a href={withBase(home.route)} css={[buttonStyles.secundario, { justifySelf: "start" }]}>
            {`${words.allSermons} `}
            <ArrowRight size={18} aria-hidden />
          </a>
        </div>
      </article>
    </ImageInfoProvider>
  );
}
