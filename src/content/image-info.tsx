import { createContext, useContext, type ReactNode } from "react";

/** Intrinsic size and generated widths of one image, measured at build time. */
export interface ImageInfo {
  width: number;
  height: number;
  /** Widths of the AVIF/WebP variants written next to the original ("/images/x-960.avif"). */
  widths: number[];
}

export type ImageInfoMap = Record<string, ImageInfo>;

const ImageInfoContext = createContext<ImageInfoMap>({});

/** Each page's data carries the sizes of just the images it shows, so the bundle never grows with content. */
export function ImageInfoProvider({ images, children }: { images: ImageInfoMap; children: ReactNode }) {
  return <ImageInfoContext.Provider value={images}>{children}</ImageInfoContext.Provider>;
}

export function useImageInfo(src: string): ImageInfo | undefined {
  return useContext(ImageInfoContext)[src];
}
