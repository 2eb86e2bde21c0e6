import { Component } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { postMonthLabel, type PostSummary } from "@/site/data/posts";
import { useEditorData } from "../use-editor-data";

type ControlProps = CmsWidgetControlProps<number | string | undefined> & { setActiveStyle?: () => void; setInactiveStyle?: () => void };

type PostChoice = Pick<PostSummary, "id" | "title" | "date">;

/** What the site's data knows of its posts (the featured one and the blog's first page), newest first, each once. */
function knownPosts(posts: { featured: PostSummary | null; first: PostSummary[] } | undefined): PostChoice[] {
  const all = [...(posts?.featured ? [posts.featured] : []), ...(posts?.first ?? [])];
  const seen = new Set<number>();
  return all.filter((post) => !seen.has(post.id) && seen.add(post.id)).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** "Um ano coroado de bondade (setembro de 2026)". */
const postLabel = (post: PostChoice) => `${post.title} (${postMonthLabel(post.date)})`;

/**
 * A post of the site, chosen by its title and stored as its number ("Artigo em destaque", site.json's featuredPost).
 * The first choice, empty, is the engine's own: the newest post (src/engine/core/posts/featured-post.ts). The posts
 * offered are the newest ones the site publishes; a number written by hand that is not among them stays, named by its
 * number, and the check before saving says whether it exists.
 */
function SitePostSelect({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle }: ControlProps) {
  const data = useEditorData();
  const posts = knownPosts(data?.preview?.collections.posts);
  const chosen = value === undefined || value === "" ? "" : String(value);
  const unknown = chosen !== "" && !posts.some((post) => String(post.id) === chosen);
  return (
    <select
      id={forID}
      className={classNameWrapper}
      value={chosen}
      onChange={(event) => onChange(event.target.value === "" ? "" : Number(event.target.value))}
      onFocus={setActiveStyle}
      onBlur={setInactiveStyle}
    >
      <option value="">O artigo mais novo (automático)</option>
      {unknown && <option value={chosen}>Artigo número {chosen}</option>}
      {posts.map((post) => (
        <option key={post.id} value={String(post.id)}>
          {postLabel(post)}
        </option>
      ))}
    </select>
  );
}

/** Decap validates a field through its control's instance (a ref), so the control is a class around the select. */
export class SitePostControl extends Component<ControlProps> {
  render() {
    return <SitePostSelect {...this.props} />;
  }
}

export function SitePostPreview({ value }: { value?: number | string }) {
  return <span>{value === undefined || value === "" ? "O artigo mais novo" : `Artigo ${value}`}</span>;
}
