import type { PostListBlock as PostListBlockData } from "@/types/generated/content";
import { useCollection } from "@/site/data/collections-context";
import { useWords } from "@/site/data/words-context";
import { useImageInfoOf } from "@/site/data/image-info";
import { Island } from "@/site/islands/island";
import { postListIsland } from "./post-list-island";
import { PostListNote } from "./post-list-note";
import { postListWords } from "./post-list-words";

/** The blog list's place on the page: the island, with the posts the page's data carries. */
export function PostListBlock({ block }: { block: PostListBlockData }) {
  const data = useCollection("posts");
  const shownImages = [...(data.featured ? [data.featured] : []), ...data.first].map((post) => post.image.src);
  const images = useImageInfoOf(shownImages);
  const { postAuthor, readingTime, readingTimeSuffix, readPost } = useWords().postPage;
  return (
    <Island
      island={postListIsland}
      props={{ block, data, images, words: { postAuthor, readingTime, readingTimeSuffix, readPost }, listWords: postListWords(block) }}
      fallback={<PostListNote text={block.unavailableText} />}
      fallbackFirst
    />
  );
}
