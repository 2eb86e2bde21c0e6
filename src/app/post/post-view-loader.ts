import type { ComponentType } from "react";
import type { PostPayload } from "@/content/posts";

type PostViewComponent = ComponentType<{ payload: PostPayload }>;

let postView: PostViewComponent | undefined;

/** Only post pages need the post view: its chunk loads with a post's data, never on other pages. */
export async function loadPostView(): Promise<void> {
  postView ??= (await import("./post-view")).PostView;
}

export function loadedPostView(): PostViewComponent {
  if (!postView) throw new Error("A página do artigo foi renderizada antes do seu código ser carregado (loadPostView).");
  return postView;
}
