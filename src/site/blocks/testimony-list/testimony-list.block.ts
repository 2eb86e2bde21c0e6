import { defineBlock } from "../block-definition";
import { TestimonyListBlock } from "./testimony-list-block";

export const testimonyListBlock = defineBlock({
  type: "testimony-list",
  component: TestimonyListBlock,
  collections: ["testimonies"],
  cards: { collection: "testimonies" },
});
