import { branchChurchJsonLd } from "@/site/data/structured-data/collection-entities";
import { defineBlock } from "../block-definition";
import { ChurchListBlock } from "./church-list-block";

export const churchListBlock = defineBlock({
  type: "church-list",
  component: ChurchListBlock,
  collections: ["churches"],
  cards: { collection: "churches" },
  // The branches have no page of their own: each is a Church on the page that lists it.
  head: ({ collections, site, pageUrl }) => ({ jsonLd: (collections.churches ?? []).map((church) => branchChurchJsonLd(site, church, pageUrl)) }),
});
