import { withBase } from "@/lib/base-path";
import { afterFirstScreen } from "./first-screen";

/**
 * The app manifest (site.webmanifest, for "Adicionar à tela inicial") is announced once the first screen is shown.
 * A browser fetches a page's manifest and its best icon by itself as soon as the page has loaded, to offer the
 * install: two requests (18 KB) that a slow phone's hero picture would otherwise share the connection with, and that
 * Lighthouse counted in the largest paint of every page (LCP 1.21 s on the home page with the link in the HTML,
 * 0.97 s without it). Without JavaScript there is no manifest: the site is whole, only not installable.
 */
export function announceManifestAfterFirstScreen(): void {
  afterFirstScreen(() => {
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = withBase("/site.webmanifest");
    document.head.append(link);
  });
}
