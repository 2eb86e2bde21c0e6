import { defineBlock } from "../block-definition";
import { MinistryGridBlock } from "./ministry-grid-block";

export const ministryGridBlock = defineBlock({
  type: "ministry-grid",
  component: MinistryGridBlock,
  collections: ["ministries"],
  cards: { collection: "ministries" },
});
