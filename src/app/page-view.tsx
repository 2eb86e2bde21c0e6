import { PageSections } from "@/blocks/block-renderer";
import { CollectionsProvider } from "@/content/collections-context";
import { IconNodesProvider } from "@/content/icon-nodes";
import { ImageInfoProvider } from "@/content/image-info";
import { NOT_FOUND_SLUG, type PagePayload } from "@/content/page-payload";
import { useSite } from "@/content/site-context";
import { usePageData } from "./route-data/use-route-data";
import { usePageHead } from "./use-page-head";

/** Any content page: its sections, in the order of the JSON file. */
export function PageView({ payload }: { payload: PagePayload }) {
  const { slug, page, route, images, icons, collections } = payload;
  const site = useSite();
  usePageHead(site, { route, title: page.title, description: page.description, notFound: slug === NOT_FOUND_SLUG });
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

/** The route of one page file: reads its data (suspending during client navigation), then shows it. */
export function PageRoute({ slug }: { slug: string }) {
  return <PageView payload={usePageData(slug)} />;
}
