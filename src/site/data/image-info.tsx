import { createContext, useContext, useMemo, type ReactNode } from "react";

/** Intrinsic size and generated widths of one image, measured at build time. */
export interface ImageInfo {
  width: number;
  height: number;
  /** Widths of the AVIF/WebP variants written next to the original ("/images/x-960.avif"). */
  widths: number[];
}

export type ImageInfoMap = Record<string, ImageInfo>;

const ImageInfoContext = createContext<ImageInfoMap>({});

/**
 * Each page's data carries the sizes of just the images it shows, so the bundle never grows with content.
 * A nested provider adds to the outer sizes (a list page fetched later brings its own images).
 */
export function ImageInfoProvider({ images, children }: { images: ImageInfoMap; children: ReactNode }) {
  const outer = useContext(ImageInfoContext);
  const merged = useMemo(() => (Object.keys(outer).length === 0 ? images : { ...outer, ...images }), [outer, images]);
  return <ImageInfoContext.Provider value={merged}>{children}</ImageInfoContext.Provider>;
}

export function useImageInfo(src: string): ImageInfo | undefined {
  return useContext(ImageInfoContext)[src];
}

/** The sizes of the given images, to hand to an island (which renders outside this page's providers). */
export function useImageInfoOf(srcs: string[]): ImageInfoMap {
  const all = useContext(ImageInfoContext);
  return Object.fromEntries(srcs.flatMap((src) => (all[src] ? [[src, all[src]]] : [])));
}
