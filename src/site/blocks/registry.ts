import { heroBlock } from "./hero/hero.block";
import { statsBlock } from "./stats/stats.block";
import { featureGridBlock } from "./feature-grid/feature-grid.block";
import { cardGridBlock } from "./card-grid/card-grid.block";
import { postListBlock } from "./post-list/post-list.block";
import { sermonListBlock } from "./sermon-list/sermon-list.block";
import { newsletterBlock } from "./newsletter/newsletter.block";
import { ministryGridBlock } from "./ministry-grid/ministry-grid.block";
import { churchListBlock } from "./church-list/church-list.block";
import { testimonyListBlock } from "./testimony-list/testimony-list.block";
import { ctaBlock } from "./cta/cta.block";
import { proseBlock } from "./prose/prose.block";
import { timelineBlock } from "./timeline/timeline.block";
import { missionVisionBlock } from "./mission-vision/mission-vision.block";
import { eventListBlock } from "./event-list/event-list.block";
import { serviceTimesBlock } from "./service-times/service-times.block";
import { contactFormBlock } from "./contact-form/contact-form.block";
import { mapBlock } from "./map/map.block";
import { givingBlock } from "./giving/giving.block";
import { groupListBlock } from "./group-list/group-list.block";
import { videoListBlock } from "./video-list/video-list.block";
import { prayerRequestBlock } from "./prayer-request/prayer-request.block";
import { searchBlock } from "./search/search.block";
import { nextServiceBlock } from "./next-service/next-service.block";
import type { BlockDefinition, BlockType } from "./block-definition";

export type { Block, BlockType } from "./block-definition";

/**
 * The only file that imports every block definition. `satisfies` makes a schema type without a
 * definition, a definition without a schema type, or a component with the wrong props a compile error.
 * Only the build (and the dev server) import it: the browser loads islands alone (src/site/browser/island-loaders.ts).
 */
export const blockRegistry = {
  hero: heroBlock,
  stats: statsBlock,
  "feature-grid": featureGridBlock,
  "card-grid": cardGridBlock,
  "post-list": postListBlock,
  "sermon-list": sermonListBlock,
  newsletter: newsletterBlock,
  "ministry-grid": ministryGridBlock,
  "church-list": churchListBlock,
  "testimony-list": testimonyListBlock,
  cta: ctaBlock,
  prose: proseBlock,
  timeline: timelineBlock,
  "mission-vision": missionVisionBlock,
  "event-list": eventListBlock,
  "service-times": serviceTimesBlock,
  "contact-form": contactFormBlock,
  map: mapBlock,
  giving: givingBlock,
  "group-list": groupListBlock,
  "video-list": videoListBlock,
  "prayer-request": prayerRequestBlock,
  search: searchBlock,
  "next-service": nextServiceBlock,
} satisfies { [T in BlockType]: BlockDefinition<T> };
