import { defineBlock } from "../block-definition";
import { GivingBlock } from "./giving-block";

export const givingBlock = defineBlock({
  type: "giving",
  component: GivingBlock,
});
