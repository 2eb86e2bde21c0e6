import { defineBlock } from "../block-definition";
import { SearchBlock } from "./search-block";

export const searchBlock = defineBlock({
  type: "search",
  component: SearchBlock,
  // "search": the list of everything the search finds (the build's index, src/build/search/), "blog" for its link.
  collections: ["search", "blog"],
});
