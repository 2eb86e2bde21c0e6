/** Shared by the build (which writes the files) and the app (which links them): one naming rule. */
export const IMAGE_WIDTHS = [480, 768, 960, 1440, 1920] as const;
const LARGEST_WIDTH = 1920;
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function variantPath(src: string, width: number, format: ImageFormat): string {
  return `${src.replace(/\.[a-z]+$/i, "")}-${width}.${format}`;
}

export function widthsFor(intrinsicWidth: number): number[] {
  const largest = Math.min(intrinsicWidth, LARGEST_WIDTH);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}
