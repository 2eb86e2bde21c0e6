import { defineBlock } from "../block-definition";
import { TestimonyListBlock } from "./testimony-list-block";

export const testimonyListBlock = defineBlock({
  type: "testimony-list",
  component: TestimonyListBlock,
  collections: ["testimonies"],
  cards: { collection: "testimonies" },
  search: {
    items: ({ collections, sectionHref, pageTitle }) =>
      (collections.testimonies ?? []).map((testimony) => ({
        kind: "testimony",
        title: testimony.title,
        href: sectionHref,
        context: pageTitle,
        text: [testimony.text, testimony.author, testimony.role, testimony.congregation].filter(Boolean).join(" · "),
        terms: testimony.searchTerms,
      })),
  },
});
