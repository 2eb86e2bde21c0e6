import { Play } from "lucide-react";
import type { SermonVideo } from "@/types/generated/content";
import { buttonStyles } from "@/site/components/button-styles";
import { Picture } from "@/site/components/picture";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { capitalize, formatLongDate } from "@/lib/dates";
import { YOUTUBE_PLAYER_ALLOW, youtubeEmbedSrc, youtubeId, youtubeWatchHref } from "@/lib/youtube";
import { embedAttributes } from "@/lib/embed-frame";
import { videoListStyles as s } from "./video-list-styles";
import type { SiteWords } from "@/site/data/site-words";

const IMAGE_SIZES = "(min-width: 1100px) 370px, (min-width: 640px) 45vw, 100vw";

/**
 * One message: the editor's image with a play button (a privacy facade: the YouTube frame waits in a
 * facade's attributes until pressed, src/site/browser/embed-facades.ts), its title, who preached, when and from which
 * passage, and a plain link to the video that works without JavaScript.
 */
export function VideoCard({ video, words }: { video: SermonVideo; words: Pick<SiteWords["sermons"], "watchHere" | "watchOnYoutube" | "videoTitle"> }) {
  const id = youtubeId(video.video);
  if (!id) return null;
  const when = capitalize(formatLongDate(video.date, true));
  return (
    <article css={s.card}>
      <div
        css={s.player}
        {...embedAttributes({ src: youtubeEmbedSrc(id), title: words.videoTitle.replaceAll("{titulo}", video.title), allow: YOUTUBE_PLAYER_ALLOW })}
      >
        <Picture image={video.image} sizes={IMAGE_SIZES} imgCss={s.preview} />
        <button type="button" css={s.play} data-embed-load="" data-requires-js>
          <span css={s.playDisc}>
            <Play size={28} fill="currentColor" aria-hidden="true" />
          </span>
          <span css={visuallyHidden}>
            {`${words.watchHere} `}
            {video.title}
          </span>
        </button>
      </div>
      <div css={s.body}>
        <h3 css={s.title}>{video.title}</h3>
        <p css={s.meta}>
          {video.preacher} · {when}
          {video.passage ? ` · ${video.passage}` : ""}
        </p>
        <a href={youtubeWatchHref(id)} css={[buttonStyles.texto, s.watch]}>
          {words.watchOnYoutube}
          <span css={visuallyHidden}>: {video.title}</span>
        </a>
      </div>
    </article>
  );
}
