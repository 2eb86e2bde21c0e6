import { defineBlock } from "../block-definition";
import { ProseBlock } from "./prose-block";

export const proseBlock = defineBlock({
  type: "prose",
  component: ProseBlock,
});
