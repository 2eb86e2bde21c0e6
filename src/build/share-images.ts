import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { ImageInfo } from "../site/data/image-info";
import type { Image } from "../types/generated/content";

/** The size Facebook, WhatsApp and LinkedIn draw a link preview at (1.91:1); other sizes get cropped unpredictably. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

export interface ShareImage extends Image {
  width: number;
  height: number;
}

export function shareImagePath(src: string): string {
  return `${src.replace(/\.[a-z]+$/i, "")}-${SHARE_WIDTH}x${SHARE_HEIGHT}.jpg`;
}

/** A page's share image for an image of the content (shareImageWriter). */
export type ShareImageWriter = (image: Image) => Promise<ShareImage>;

/**
 * Returns each page's share image at exactly 1200×630: as is when it already has that size,
 * otherwise a crop written next to the original (which `describeImage` has copied into outDir).
 */
export function shareImageWriter(outDir: string, describeImage: (src: string) => Promise<ImageInfo>): ShareImageWriter {
  const written = new Map<string, Promise<string>>();
  const write = async (src: string): Promise<string> => {
    const { width, height } = await describeImage(src);
    if (width === SHARE_WIDTH && height === SHARE_HEIGHT) return src;
    const target = shareImagePath(src);
    await mkdir(dirname(join(outDir, target)), { recursive: true });
    await sharp(join(outDir, src))
      .autoOrient()
      .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: "cover", position: sharp.strategy.attention })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(join(outDir, target));
    return target;
  };
  return async (image: Image): Promise<ShareImage> => {
    if (!written.has(image.src)) written.set(image.src, write(image.src));
    return { src: await (written.get(image.src) as Promise<string>), alt: image.alt, width: SHARE_WIDTH, height: SHARE_HEIGHT };
  };
}
