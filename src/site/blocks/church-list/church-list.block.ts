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
  search: {
    items: ({ collections, sectionHref, pageTitle }) =>
      (collections.churches ?? []).map((church) => ({
        kind: "church",
        title: church.name,
        href: sectionHref,
        context: pageTitle,
        text: [church.address, church.city, church.state, church.note].filter(Boolean).join(" · "),
        terms: church.searchTerms,
      })),
  },
});
