import { defineBlock } from "../block-definition";
import { MinistryGridBlock } from "./ministry-grid-block";

export const ministryGridBlock = defineBlock({
  type: "ministry-grid",
  component: MinistryGridBlock,
  collections: ["ministries"],
  cards: { collection: "ministries" },
  search: {
    items: ({ collections, sectionHref, pageTitle }) =>
      (collections.ministries ?? []).map((ministry) => ({
        kind: "ministry",
        title: ministry.name,
        href: sectionHref,
        context: pageTitle,
        text: [ministry.description, ministry.ageRange, ministry.schedule].join(" · "),
        terms: ministry.searchTerms,
      })),
  },
});
