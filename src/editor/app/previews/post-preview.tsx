import type { Post } from "@/types/generated/content";
import { PostView } from "@/site/app/post/post-view";
import type { PostSummary } from "@/site/data/posts";
import { fallbackImage } from "../../../engine/core/posts/post-bodies";
import { publishedBody } from "../body-tools";
import { useEditorData } from "../use-editor-data";
import { entryData, withUploadedCopies, type PreviewProps } from "./entry-data";
import { PreviewBoundary, PreviewFrame } from "./preview-frame";
import { notice } from "./preview-styles";

/** A post as its page shows it: header, cover, the body compiled and cleaned as the build does, the author. */
export function PostPreview(props: PreviewProps) {
  const data = useEditorData();
  const post = entryData<Partial<Post> & { body?: string }>(props, data);
  const list = data?.preview?.collections.posts;
  const blog = data?.preview?.collections.blog;
  const image = post.image ?? (data?.site && typeof post.id === "number" ? fallbackImage({ id: post.id }, data.site) : undefined);
  // The blog's featured post, as the engine chose it for the site (featured-post.ts).
  const summary = { ...post, featured: list?.featured?.id === post.id, image } as PostSummary;
  const missing = [
    ["o número", typeof post.id === "number"],
    ["o título", post.title],
    ["o autor", post.author],
    ["a data", post.date],
  ].flatMap(([what, present]) => (present ? [] : [what as string]));
  const others = [...(list?.featured ? [list.featured] : []), ...(list?.first ?? [])].filter((other) => other.id !== post.id);
  return (
    <PreviewFrame frame={props.document} data={data} path={`/blog/${post.id ?? ""}`}>
      <PreviewBoundary what="O artigo">
        {missing.length > 0 && <p css={notice}>Preencha {missing.join(", ")} para ver o artigo como ele vai aparecer no site.</p>}
        {blog && missing.length === 0 && (
          <main id="conteudo">
            <PostView
              payload={{
                post: { ...summary, html: withUploadedCopies(publishedBody(post.body ?? "", data?.site?.url), props, data) },
                related: others.slice(0, 2),
                recent: others.slice(0, 4),
                categories: (list?.categories ?? []).map((category) => category.name),
                images: {},
                blog,
              }}
            />
          </main>
        )}
      </PreviewBoundary>
    </PreviewFrame>
  );
}
