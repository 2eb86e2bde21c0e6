import { frameBox, frameCaption, frameViewport } from "./gallery-styles";

/** Message a preview posts to the gallery with its content height (gallery-frames.ts). */
export const HEIGHT_MESSAGE = "galeria-de-blocos:altura";
/** Message the gallery posts to every preview once it listens: a report sent before that was lost. */
export const ASK_HEIGHT_MESSAGE = "galeria-de-blocos:qual-altura";
const INITIAL_HEIGHT = 320;

type Props = { type: string; width: number; scale: number; label: string };

/**
 * One block at one screen width, in a frame so its media queries see that width. gallery-frames.ts
 * grows the frame to its content's height as the preview reports it.
 */
export function PreviewFrame({ type, width, scale, label }: Props) {
  return (
    <figure css={frameBox}>
      <figcaption css={frameCaption}>{label}</figcaption>
      <div css={frameViewport} style={{ width: width * scale, height: INITIAL_HEIGHT * scale }} data-scale={scale}>
        <iframe
          src={`/_blocos/${type}`}
          title={`Bloco ${type}: ${label}`}
          loading="lazy"
          width={width}
          height={INITIAL_HEIGHT}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </figure>
  );
}
