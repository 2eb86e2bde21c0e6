import { renderToString } from "react-dom/server";
import { __unsafe_useEmotionCache, CacheProvider } from "@emotion/react";
import { PageSections } from "@/site/blocks/block-renderer";
import { CollectionsProvider } from "@/site/data/collections-context";
import { IconNodesProvider } from "@/site/data/icon-nodes";
import { ImageInfoProvider } from "@/site/data/image-info";
import { SiteProvider, useSite } from "@/site/data/site-context";
import { MainChurchProvider, useMainChurch } from "@/site/data/church-context";
import { useWords, WordsProvider } from "@/site/data/words-context";
import { GlobalStyles } from "../layout/global-styles";
import type { GalleryBlock, GallerySiteData } from "./gallery-data";
import { problemBox } from "./gallery-styles";

type Props = { block: GalleryBlock | undefined; type: string; site: GallerySiteData };

/** One example on its own, so a broken one says which block failed and why instead of blanking the preview. */
function Example({ example, type, site }: { example: GalleryBlock["examples"][number]; type: string; site: GallerySiteData }) {
  const cache = __unsafe_useEmotionCache();
  const siteJson = useSite();
  const sede = useMainChurch();
  const words = useWords();
  try {
    const html = renderToString(
      <CacheProvider value={cache as NonNullable<typeof cache>}>
        <SiteProvider site={siteJson}>
          <WordsProvider words={words}>
            <MainChurchProvider church={sede}>
              <ImageInfoProvider images={site.images}>
                <IconNodesProvider icons={site.icons}>
                  <CollectionsProvider collections={site.collections}>
                    <PageSections sections={[example]} />
                  </CollectionsProvider>
                </IconNodesProvider>
              </ImageInfoProvider>
            </MainChurchProvider>
          </WordsProvider>
        </SiteProvider>
      </CacheProvider>,
    );
    return <div dangerouslySetInnerHTML={{ __html: html }} />;
  } catch (error) {
    return (
      <p role="alert" css={problemBox}>
        O exemplo do bloco "{type}" não pôde ser mostrado: {error instanceof Error ? error.message : String(error)}
      </p>
    );
  }
}

/** A block's schema examples alone on the page, as the site would render them (no header or footer). */
export function BlockPreview({ block, type, site }: Props) {
  let body;
  if (!block) body = <p css={problemBox}>Não existe bloco "{type}" em schemas/blocks/.</p>;
  else if (!block.renderable) body = <p css={problemBox}>O bloco "{type}" tem esquema, mas ainda não tem definição em src/site/blocks/registry.ts.</p>;
  else if (block.examples.length === 0) body = <p css={problemBox}>O esquema de "{type}" ainda não tem "examples".</p>;
  else body = block.examples.map((example, index) => <Example key={index} example={example} type={type} site={site} />);
  return (
    <>
      <GlobalStyles />
      <main id="conteudo">{body}</main>
    </>
  );
}
