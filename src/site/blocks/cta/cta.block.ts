import { defineBlock } from "../block-definition";
import { CtaBlock } from "./cta-block";

export const ctaBlock = defineBlock({
  type: "cta",
  component: CtaBlock,
});
