import { PageSections } from "@/blocks/block-renderer";
import { CollectionsProvider } from "@/content/collections-context";
import { IconNodesProvider } from "@/content/icon-nodes";
import { ImageInfoProvider } from "@/content/image-info";
import type { PagePayload } from "@/content/page-payload";

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
