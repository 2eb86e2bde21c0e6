import { defineBlock } from "../block-definition";
import { GroupListBlock } from "./group-list-block";

export const groupListBlock = defineBlock({
  type: "group-list",
  component: GroupListBlock,
  cards: { list: "groups", kind: "célula" },
});
