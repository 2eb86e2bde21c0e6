import { defineBlock } from "../block-definition";
import { ChurchListBlock } from "./church-list-block";

export const churchListBlock = defineBlock({
  type: "church-list",
  component: ChurchListBlock,
  collections: ["churches"],
  cards: { collection: "churches" },
  // Each church is a Church in the structured data, and a result of the search, at its own page (src/build/prerender.ts).
});
