import { useLoaderData } from "react-router-dom";
import { PageSections } from "@/blocks/block-renderer";
import { CollectionsProvider } from "@/content/collections-context";
import { ImageInfoProvider } from "@/content/image-info";
import type { PagePayload } from "@/content/page-payload";
import { useSite } from "@/content/site-context";
import { usePageHead } from "./use-page-head";

/** Any content page: its sections, in the order of the JSON file. */
export function PageView() {
  const { page, route, images, collections } = useLoaderData() as PagePayload;
  const site = useSite();
  usePageHead(site, route, page.title, page.description);
  return (
    <ImageInfoProvider images={images}>
      <CollectionsProvider collections={collections}>
        <PageSections sections={page.sections} />
      </CollectionsProvider>
    </ImageInfoProvider>
  );
}
