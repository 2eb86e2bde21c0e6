import type { Block, BlockType } from "@/site/blocks/registry";
import { PageSections } from "@/site/blocks/block-renderer";
import { galleryBlocks } from "@/site/app/dev-gallery/gallery-data";
import { SiteFrame } from "@/site/app/layout/site-frame";
import type { CollectionKey, PageCollections } from "@/site/data/page-payload";
import { CollectionsProvider } from "@/site/data/collections-context";
import type { Site } from "@/types/generated/content";
import type { AgendaEventEntry, ChurchEntry } from "@/types/content-entries";
import { EventView } from "@/site/app/event/event-view";
import { eventChurch } from "@/site/data/site-selectors";
import { eventRoute } from "@/lib/calendar";
import { mainChurch } from "@/lib/churches";
import { ChurchView } from "@/site/app/church/church-view";
import type { ChurchPayload } from "@/site/data/church-page";
import { churchRoute } from "@/lib/churches";
import { useEditorData } from "../use-editor-data";
import { entryData, type PreviewProps } from "./entry-data";
import { PreviewBoundary, PreviewFrame } from "./preview-frame";

/** The block each collection is shown by on the site, with that block's first schema example around it. */
const SHOWN_BY: Record<string, { block: BlockType; collection: CollectionKey }> = {
  ministries: { block: "ministry-grid", collection: "ministries" },
  events: { block: "event-list", collection: "events" },
  testimonies: { block: "testimony-list", collection: "testimonies" },
};

const exampleOf = (type: BlockType): Block | undefined => galleryBlocks().find((block) => block.type === type)?.examples[0];

/** A ministry, event or testimony as the block that lists them shows it: alone in its list; an event, its own page below. */
export function itemPreview(collectionName: string) {
  const shownBy = SHOWN_BY[collectionName];
  return function ItemPreview(props: PreviewProps) {
    const data = useEditorData();
    const item = { ...entryData<Record<string, unknown>>(props, data), slug: String(props.entry.get("slug") ?? "novo") };
    const block = shownBy && exampleOf(shownBy.block);
    const collections: PageCollections = { ...data?.preview?.collections, [shownBy?.collection ?? "ministries"]: [item] };
    const event = collectionName === "events" ? (item as unknown as AgendaEventEntry) : undefined;
    const churches = data?.preview?.collections.churches ?? [];
    const church = event?.location ? eventChurch(event, churches, mainChurch(churches)) : undefined;
    return (
      <PreviewFrame frame={props.document} data={data} path={event ? eventRoute(event.slug) : "/"}>
        <main id="conteudo">
          <PreviewBoundary what="Este item">
            <CollectionsProvider collections={collections}>{block && <PageSections sections={[block]} />}</CollectionsProvider>
          </PreviewBoundary>
          {event && (
            <PreviewBoundary what="A página do evento">
              <EventView payload={{ event, ...(church ? { church } : {}) }} />
            </PreviewBoundary>
          )}
        </main>
      </PreviewFrame>
    );
  };
}

/**
 * A church: its page, drawn from the form (its times, its pastors chosen from the people entries, its address and
 * map), the frame around it with the sede's times (this church's own, while it is the sede).
 */
export function ChurchPreview(props: PreviewProps) {
  const data = useEditorData();
  const church = { ...entryData<ChurchEntry>(props, data), slug: String(props.entry.get("slug") ?? "nova") };
  const people = new Map((data?.preview?.people ?? []).map((person) => [person.slug, person]));
  const payload: ChurchPayload = {
    church,
    pastors: (church.pastors ?? []).flatMap((slug) => people.get(slug) ?? []),
    events: [],
    groups: [],
    sermons: [],
    images: data?.preview?.images ?? {},
  };
  return (
    <PreviewFrame frame={props.document} data={data} path={churchRoute(church.slug)} sede={church.headquarters ? church : undefined}>
      <main id="conteudo">
        <PreviewBoundary what="Esta igreja">
          <ChurchView payload={payload} />
        </PreviewBoundary>
      </main>
    </PreviewFrame>
  );
}

/** Site settings: the header and footer every page shares, drawn from the form. */
export function SitePreview(props: PreviewProps) {
  const data = useEditorData();
  const site = entryData<Site>(props, data);
  return (
    <PreviewFrame frame={props.document} data={data} path="/" site={site}>
      <PreviewBoundary what="O topo e o rodapé">
        <SiteFrame>{null}</SiteFrame>
      </PreviewBoundary>
    </PreviewFrame>
  );
}
