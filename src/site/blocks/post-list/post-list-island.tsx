import { defineIsland } from "@/site/islands/island-definition";
import { PostList, type PostListProps } from "./post-list";

/**
 * The pre-rendered list is complete: React comes with the visitor's first touch on the filter or "Mostrar
 * mais" (the press is replayed once it is awake), or at once when the address asks for a ?category=.
 */
export const postListIsland = defineIsland<PostListProps>({ name: "post-list", component: PostList, wake: "interaction" });
