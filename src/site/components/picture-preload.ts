/**
 * A page that opens with a picture paints it as its largest element. Preloading its AVIF variants from <head> starts
 * the download before the browser reaches the <img>, past the inline styles. The srcset and sizes are read from the
 * page's first rendered <picture>, so the browser picks the same file.
 */
export function firstPicturePreload(html: string): string[] {
  const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(html);
  if (!source) return [];
  return [`<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${source[1]}" imagesizes="${source[2]}" />`];
}
