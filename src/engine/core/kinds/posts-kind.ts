import type { ContentKind } from "./content-kind";

export function postRoute(id: number): string {
  return `/blog/${id}`;
}

export const POSTS_KIND: ContentKind = {
  location: { folder: "posts" },
  schema: "content/post.schema.json",
  label: { one: "artigo", many: "artigos", feminine: false },
  names: {
    pattern: /^([a-z0-9]+(-[a-z0-9]+)*)$/,
    hint: 'use só letras minúsculas sem acento, números e hífens, de preferência com a data na frente (ex.: "2026-09-um-ano-coroado.json")',
    required: {},
  },
  // A post's text may be a hand-written <name>.html beside it instead of its Markdown "body".
  companions: /\.html$/i,
  route: (_name, value) => {
    const id = (value as { id?: unknown } | undefined)?.id;
    return typeof id === "number" ? postRoute(id) : undefined;
  },
  // Bodies are read and sanitised by finishPosts (it is async); collect only fixes the order.
  collect: () => undefined,
  count: (content) => content.posts.length,
};
