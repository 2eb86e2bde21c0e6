import { defineBlock } from "../block-definition";
import { MapBlock } from "./map-block";

export const mapBlock = defineBlock({
  type: "map",
  component: MapBlock,
});
