import type { VideoListBlock as VideoListBlockData } from "@/types/generated/content";
import { buttonStyles } from "@/site/components/button-styles";
import { SectionShell } from "@/site/components/section-shell";
import { useSite } from "@/site/data/site-context";
import { youtubeChannel } from "./video-entities";
import { VideoCard } from "./video-card";
import { videoListWords } from "./video-list-words";
import { useWords } from "@/site/data/words-context";
import { videoListStyles as s } from "./video-list-styles";

/** Messages on video and the live stream's link; nothing comes from YouTube until a visitor presses play. */
export function VideoListBlock({ block }: { block: VideoListBlockData }) {
  const channel = youtubeChannel(useSite());
  const own = videoListWords(block);
  const { sermons } = useWords();
  return (
    <SectionShell id={block.id} tone={block.tone === "creme" ? "cream" : "light"} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      {block.live !== false && channel && (
        <div css={s.live}>
          <a href={`${channel.replace(/\/$/, "")}/live`} css={buttonStyles.primario}>
            <span css={s.liveDot} aria-hidden="true" />
            {own.liveLink}
          </a>
          <a href={channel} css={buttonStyles.texto}>
            {own.channelLink}
          </a>
        </div>
      )}
      {block.videos && (
        <ul css={s.grid}>
          {block.videos.map((video) => (
            <li key={video.video}>
              <VideoCard video={video} words={sermons} />
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}
