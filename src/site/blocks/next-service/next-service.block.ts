import { defineBlock } from "../block-definition";
import { NextServiceBlock } from "./next-service-block";

export const nextServiceBlock = defineBlock({
  type: "next-service",
  component: NextServiceBlock,
  collections: ["churches"],
});
