import { defineBlock } from "../block-definition";
import { NewsletterBlock } from "./newsletter-block";
import { newsletterIsland } from "./newsletter-island";

export const newsletterBlock = defineBlock({
  type: "newsletter",
  component: NewsletterBlock,
  collections: ["blog"],
  island: newsletterIsland,
});
