import type { CSSObject } from "@emotion/react";
import type { Image } from "@/types/generated/content";
import { useImageInfo } from "@/site/data/image-info";
import { withBase } from "@/lib/base-path";
import { IMAGE_FORMATS, variantPath } from "@/lib/image-variants";
import { FIRST_SCREEN_TIMING, PICTURE_TIMING } from "@/lib/first-screen";

type PictureProps = {
  image: Image;
  /** The layout width the image occupies, for the browser to pick a variant (the `sizes` attribute). */
  sizes: string;
  /** Above the fold (hero): load now and first; everything else waits until it is near. */
  priority?: boolean;
  imgCss?: CSSObject;
};

/** AVIF at several widths (src/lib/image-variants.ts), with intrinsic dimensions so nothing shifts while loading. */
export function Picture({ image, sizes, priority = false, imgCss }: PictureProps) {
  const info = useImageInfo(image.src);
  const srcSet = (format: (typeof IMAGE_FORMATS)[number]) => info?.widths.map((w) => `${withBase(variantPath(image.src, w, format))} ${w}w`).join(", ");
  return (
    <picture>
      {info && IMAGE_FORMATS.map((format) => <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />)}
      <img
        src={withBase(image.src)}
        alt={image.alt}
        width={info?.width}
        height={info?.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        // The browser reports when this picture is on the screen: the fonts wait for the first screen's pictures, the
        // hero always, any other one that is on the screen at load (src/site/browser/first-screen.ts).
        elementtiming={priority ? FIRST_SCREEN_TIMING : PICTURE_TIMING}
        css={imgCss}
      />
    </picture>
  );
}
