import { defineBlock } from "../block-definition";
import { ChurchListBlock } from "./church-list-block";

export const churchListBlock = defineBlock({
  type: "church-list",
  component: ChurchListBlock,
  collections: ["churches"],
});
