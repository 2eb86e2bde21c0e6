import { defineBlock } from "../block-definition";
import { CardGridBlock } from "./card-grid-block";

export const cardGridBlock = defineBlock({
  type: "card-grid",
  component: CardGridBlock,
});
