import { useEffect, useRef, useState } from "react";
import { frameBox, frameCaption, frameViewport } from "./gallery-styles";

/** Message a preview posts to the gallery with its content height. */
export const HEIGHT_MESSAGE = "galeria-de-blocos:altura";
const INITIAL_HEIGHT = 320;
// A block whose height follows its frame's height (e.g. in vh) would otherwise grow forever.
const MAX_HEIGHT = 6000;

type Props = { type: string; width: number; scale: number; label: string };

/** One block at one screen width, in a frame so its media queries see that width. */
export function PreviewFrame({ type, width, scale, label }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  useEffect(() => {
    const onMessage = (event: MessageEvent<{ kind?: string; height?: unknown }>) => {
      if (event.source !== frame.current?.contentWindow || event.data?.kind !== HEIGHT_MESSAGE) return;
      if (typeof event.data.height === "number") setHeight(Math.min(Math.max(event.data.height, 80), MAX_HEIGHT));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return (
    <figure css={frameBox}>
      <figcaption css={frameCaption}>{label}</figcaption>
      <div css={frameViewport} style={{ width: width * scale, height: height * scale }}>
        <iframe
          ref={frame}
          src={`/_blocos/${type}`}
          title={`Bloco ${type}: ${label}`}
          loading="lazy"
          width={width}
          height={height}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </figure>
  );
}
