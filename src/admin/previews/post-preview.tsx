import type { Post } from "@/types/generated/content";
import { PostView } from "@/app/post/post-view";
import type { PostSummary } from "@/content/posts";
import { postBodyHtml } from "../post-body";
import { useEditorData } from "../use-editor-data";
import { entryData, entryKey, withUploadedCopies, type PreviewProps } from "./entry-data";
import { PreviewBoundary, PreviewFrame } from "./preview-frame";
import { notice } from "./preview-styles";

/** A post as its page shows it: header, cover, the body compiled and cleaned as the build does, the author. */
export function PostPreview(props: PreviewProps) {
  const data = useEditorData();
  const post = entryData<Partial<Post> & { body?: string }>(props, data);
  const list = data?.preview?.collections.posts;
  const blog = data?.preview?.collections.blog;
  // As the build does (scripts/content/posts.ts): the site's post pictures by number, the first past the end.
  const postImages = data?.site?.postImages ?? (data?.site ? [data.site.seo.image] : []);
  const fallbackImage = (typeof post.id === "number" ? postImages[post.id - 1] : undefined) ?? postImages[0];
  const summary = { ...post, featured: Boolean(post.featured), image: post.image ?? fallbackImage } as PostSummary;
  const missing = [
    ["o número", typeof post.id === "number"],
    ["o título", post.title],
    ["o autor", post.author],
    ["a data", post.date],
  ].flatMap(([what, present]) => (present ? [] : [what as string]));
  const others = [...(list?.featured ? [list.featured] : []), ...(list?.first ?? [])].filter((other) => other.id !== post.id);
  return (
    <PreviewFrame frame={props.document} entry={entryKey(props)} data={data} path={`/blog/${post.id ?? ""}`}>
      <PreviewBoundary what="O artigo">
        {missing.length > 0 && <p css={notice}>Preencha {missing.join(", ")} para ver o artigo como ele vai aparecer no site.</p>}
        {blog && missing.length === 0 && (
          <main id="conteudo">
            <PostView
              payload={{
                post: { ...summary, html: withUploadedCopies(postBodyHtml(post.body ?? "").html, props, data) },
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
