import { defineBlock } from "../block-definition";
import { FeatureGridBlock } from "./feature-grid-block";

export const featureGridBlock = defineBlock({
  type: "feature-grid",
  component: FeatureGridBlock,
});
