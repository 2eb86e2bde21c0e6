import { defineIsland } from "@/islands/island-definition";
import { PostList, type PostListProps } from "./post-list";

/** The list reacts to the filter and "Mostrar mais" from the start: it wakes as soon as the page has loaded. */
export const postListIsland = defineIsland<PostListProps>({ name: "post-list", component: PostList, wake: "idle" });
