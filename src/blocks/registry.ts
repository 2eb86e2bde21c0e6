import type { ComponentType } from "react";
import type { Page } from "@/types/generated/content";
import { CardGridBlock } from "./card-grid/card-grid-block";
import { ChurchListBlock } from "./church-list/church-list-block";
import { CtaBlock } from "./cta/cta-block";
import { EventListBlock } from "./event-list/event-list-block";
import { FeatureGridBlock } from "./feature-grid/feature-grid-block";
import { HeroBlock } from "./hero/hero-block";
import { MinistryGridBlock } from "./ministry-grid/ministry-grid-block";
import { MissionVisionBlock } from "./mission-vision/mission-vision-block";
import { NewsletterBlock } from "./newsletter/newsletter-block";
import { PostListBlock } from "./post-list/post-list-block";
import { ProseBlock } from "./prose/prose-block";
import { ServiceTimesBlock } from "./service-times/service-times-block";
import { StatsBlock } from "./stats/stats-block";
import { TestimonyListBlock } from "./testimony-list/testimony-list-block";
import { TimelineBlock } from "./timeline/timeline-block";

export type Block = Page["sections"][number];
export type BlockType = Block["type"];
type BlockComponentFor<T extends BlockType> = ComponentType<{ block: Extract<Block, { type: T }> }>;

/**
 * The only file that imports every block. `satisfies` makes a schema type without a renderer,
 * a renderer without a schema type, or a renderer with the wrong props a compile error.
 */
export const blockRegistry = {
  hero: HeroBlock,
  stats: StatsBlock,
  "feature-grid": FeatureGridBlock,
  "card-grid": CardGridBlock,
  "post-list": PostListBlock,
  newsletter: NewsletterBlock,
  "ministry-grid": MinistryGridBlock,
  "church-list": ChurchListBlock,
  "testimony-list": TestimonyListBlock,
  cta: CtaBlock,
  prose: ProseBlock,
  timeline: TimelineBlock,
  "mission-vision": MissionVisionBlock,
  "event-list": EventListBlock,
  "service-times": ServiceTimesBlock,
} satisfies { [T in BlockType]: BlockComponentFor<T> };
