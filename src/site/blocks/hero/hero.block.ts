import { firstPicturePreload } from "@/site/components/picture-preload";
import { defineBlock } from "../block-definition";
import { HeroBlock } from "./hero-block";

export const heroBlock = defineBlock({
  type: "hero",
  component: HeroBlock,
  // A hero opening the page with its image: the image is the page's largest paint, fetched from <head>.
  head: ({ block, position, html }) => (position === 0 && block.image ? { links: firstPicturePreload(html) } : {}),
});
