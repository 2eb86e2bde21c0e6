import { defineBlock } from "../block-definition";
import { PostListBlock } from "./post-list-block";
import { postListIsland } from "./post-list-island";

export const postListBlock = defineBlock({
  type: "post-list",
  component: PostListBlock,
  collections: ["posts"],
  island: postListIsland,
});
