import type { ComponentType } from "react";
import type { Page } from "@/types/generated/content";
import { CardGridBlock } from "./card-grid/card-grid-block";
import { FeatureGridBlock } from "./feature-grid/feature-grid-block";
import { HeroBlock } from "./hero/hero-block";
import { StatsBlock } from "./stats/stats-block";

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
} satisfies { [T in BlockType]: BlockComponentFor<T> };
