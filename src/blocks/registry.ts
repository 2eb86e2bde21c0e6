import type { ComponentType } from "react";
import type { Page } from "@/types/generated/content";

export type Block = Page["sections"][number];
export type BlockType = Block["type"];
type BlockComponentFor<T extends BlockType> = ComponentType<{ block: Extract<Block, { type: T }> }>;
type BlockLoader<T extends BlockType> = () => Promise<BlockComponentFor<T>>;

/**
 * The only file that imports every block. `satisfies` makes a schema type without a renderer,
 * a renderer without a schema type, or a renderer with the wrong props a compile error.
 * Each block is its own chunk: a page downloads only the blocks it shows, so adding a block
 * type never grows the JavaScript of pages that do not use it (see block-loader.ts).
 */
export const blockRegistry = {
  hero: () => import("./hero/hero-block").then((module) => module.HeroBlock),
  stats: () => import("./stats/stats-block").then((module) => module.StatsBlock),
  "feature-grid": () => import("./feature-grid/feature-grid-block").then((module) => module.FeatureGridBlock),
  "card-grid": () => import("./card-grid/card-grid-block").then((module) => module.CardGridBlock),
  "post-list": () => import("./post-list/post-list-block").then((module) => module.PostListBlock),
  newsletter: () => import("./newsletter/newsletter-block").then((module) => module.NewsletterBlock),
  "ministry-grid": () => import("./ministry-grid/ministry-grid-block").then((module) => module.MinistryGridBlock),
  "church-list": () => import("./church-list/church-list-block").then((module) => module.ChurchListBlock),
  "testimony-list": () => import("./testimony-list/testimony-list-block").then((module) => module.TestimonyListBlock),
  cta: () => import("./cta/cta-block").then((module) => module.CtaBlock),
  prose: () => import("./prose/prose-block").then((module) => module.ProseBlock),
  timeline: () => import("./timeline/timeline-block").then((module) => module.TimelineBlock),
  "mission-vision": () => import("./mission-vision/mission-vision-block").then((module) => module.MissionVisionBlock),
  "event-list": () => import("./event-list/event-list-block").then((module) => module.EventListBlock),
  "service-times": () => import("./service-times/service-times-block").then((module) => module.ServiceTimesBlock),
  "contact-form": () => import("./contact-form/contact-form-block").then((module) => module.ContactFormBlock),
  map: () => import("./map/map-block").then((module) => module.MapBlock),
} satisfies { [T in BlockType]: BlockLoader<T> };
