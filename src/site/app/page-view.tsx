import { PageSections } from "@/site/blocks/block-renderer";
import { CollectionsProvider } from "@/site/data/collections-context";
import { IconNodesProvider } from "@/site/data/icon-nodes";
import { ImageInfoProvider } from "@/site/data/image-info";
import type { PagePayload } from "@/site/data/page-payload";

/** Any content page (the 404 page too): its sections, in the order of the JSON file. */
export function PageView({ payload }: { payload: PagePayload }) {
  const { page, images, icons, collections } = payload;
  return (
    <ImageInfoProvider images={images}>
      <IconNodesProvider icons={icons}>
        <CollectionsProvider collections={collections}>
          <PageSections sections={page.sections} />
        </CollectionsProvider>
      </IconNodesProvider>
    </ImageInfoProvider>
  );
}
