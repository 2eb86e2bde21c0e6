/** Shared by the build (which writes the files) and the app (which links them): one naming rule. */
export const IMAGE_WIDTHS = [480, 768, 960, 1440, 1920] as const;
const LARGEST_WIDTH = 1920;
/**
 * AVIF alone: every browser of the last years shows it (Chrome and Android's since 2020, Safari since iOS 16), and an
 * older one gets the original picture from the <img>. A WebP set beside it cost each picture a second srcset in every
 * page's HTML (0.3 KB of /ministerios compressed) and the build a second encode of every width.
 */
export const IMAGE_FORMATS = ["avif"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function variantPath(src: string, width: number, format: ImageFormat): string {
  return `${src.replace(/\.[a-z]+$/i, "")}-${width}.${format}`;
}

export function widthsFor(intrinsicWidth: number): number[] {
  const largest = Math.min(intrinsicWidth, LARGEST_WIDTH);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}
