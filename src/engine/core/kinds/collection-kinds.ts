import type { ContentKind } from "./content-kind";
import type { SiteContent } from "./types";

type CollectionKey = "ministries" | "churches" | "events" | "testimonies" | "people" | "series";
type Item<K extends CollectionKey> = SiteContent[K][number];

/** Past every `order` the schemas allow (999). */
const UNNUMBERED = 1000;

/**
 * A folder where each JSON file is one item (site-content/ministries/jovens.json): editors add an
 * item by copying a file, and its `order` field (then the tie-break) decides where it shows.
 */
export function collectionKind<K extends CollectionKey>(
  key: K,
  schema: string,
  label: ContentKind["label"],
  tieBreak: (item: Item<K>) => string,
  route?: (name: string) => string,
): ContentKind {
  return {
    location: { folder: key },
    ...(route ? { route } : {}),
    schema: `content/${schema}`,
    label,
    names: {
      pattern: /^([a-z0-9]+(-[a-z0-9]+)*)$/,
      hint: 'use só letras minúsculas sem acento, números e hífens (ex.: "ministerio-de-jovens.json")',
      required: {},
    },
    collect: (files, content) => {
      // The file name is the item's stable identity (anchors, .ics files, calendar UIDs): editors
      // can fix a title without subscribed calendars seeing a new event.
      const items = files.map((file) => ({ ...(file.json.value as Item<K> & { order?: number }), slug: file.name }));
      // Where `order` is optional (people), the numbered items come first.
      items.sort((a, b) => (a.order ?? UNNUMBERED) - (b.order ?? UNNUMBERED) || tieBreak(a).localeCompare(tieBreak(b), "pt-BR"));
      (content as Record<CollectionKey, unknown>)[key] = items;
    },
    count: (content) => content[key].length,
  };
}
