import type { VideoListBlock as VideoListBlockData } from "@/types/generated/content";
import { buttonStyles } from "@/site/components/button-styles";
import { SectionShell } from "@/site/components/section-shell";
import { useSite } from "@/site/data/site-context";
import { youtubeChannel } from "./video-entities";
import { VideoCard } from "./video-card";
import { videoListStyles as s } from "./video-list-styles";

/** Messages on video and the live stream's link; nothing comes from YouTube until a visitor presses play. */
export function VideoListBlock({ block }: { block: VideoListBlockData }) {
  const channel = youtubeChannel(useSite());
  return (
    <SectionShell id={block.id} tone={block.tone === "creme" ? "cream" : "light"} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      {block.live !== false && channel && (
        <div css={s.live}>
          <a href={`${channel.replace(/\/$/, "")}/live`} css={buttonStyles.primario}>
            <span css={s.liveDot} aria-hidden="true" />
            Ao vivo no YouTube
          </a>
          <a href={channel} css={buttonStyles.texto}>
            Todas as mensagens no canal
          </a>
        </div>
      )}
      {block.videos && (
        <ul css={s.grid}>
          {block.videos.map((video) => (
            <li key={video.video}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}
