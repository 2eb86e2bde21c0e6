import { useEffect } from "react";
import { PageSections } from "@/blocks/block-renderer";
import { CollectionsProvider } from "@/content/collections-context";
import { IconNodesProvider } from "@/content/icon-nodes";
import { ImageInfoProvider } from "@/content/image-info";
import { GlobalStyles } from "../layout/global-styles";
import { BlockErrorBoundary } from "./block-error-boundary";
import type { GalleryBlock, GallerySiteData } from "./gallery-data";
import { HEIGHT_MESSAGE } from "./preview-frame";
import { problemBox } from "./gallery-styles";

/** Tells the gallery page how tall the content is, so the frame shows it all without a scrollbar. */
function useReportHeight(): void {
  useEffect(() => {
    if (window.parent === window) return undefined;
    // The body, not the document: the document is at least as tall as the frame, so it would never shrink.
    const report = () => {
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      window.parent.postMessage({ kind: HEIGHT_MESSAGE, height }, window.location.origin);
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, []);
}

type Props = { block: GalleryBlock | undefined; type: string; site: GallerySiteData };

/** A block's schema examples alone on the page, as the site would render them (no header or footer). */
export function BlockPreview({ block, type, site }: Props) {
  useReportHeight();
  useEffect(() => {
    document.title = `${type} · Galeria de blocos`;
  }, [type]);
  let body;
  if (!block) body = <p css={problemBox}>Não existe bloco "{type}" em schemas/blocks/.</p>;
  else if (!block.renderable) body = <p css={problemBox}>O bloco "{type}" tem esquema, mas ainda não tem componente em src/blocks/registry.ts.</p>;
  else if (block.examples.length === 0) body = <p css={problemBox}>O esquema de "{type}" ainda não tem "examples".</p>;
  else
    body = block.examples.map((example, index) => (
      <BlockErrorBoundary key={index} type={type}>
        <PageSections sections={[example]} />
      </BlockErrorBoundary>
    ));
  return (
    <ImageInfoProvider images={site.images}>
      <IconNodesProvider icons={site.icons}>
        <CollectionsProvider collections={site.collections}>
          <GlobalStyles />
          <main id="conteudo">{body}</main>
        </CollectionsProvider>
      </IconNodesProvider>
    </ImageInfoProvider>
  );
}
