import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Image, Post, Site } from "../../src/types/generated/content";
import { contentPath } from "./content-folder";
import type { ContentFile, ContentKind } from "./content-kinds";
import { MAX_BODY_BYTES, sizeProblem } from "./content-limits";
import { fileProblem, problemAt } from "./json-source";
import type { LinkIndex } from "./link-checks";
import { checkPostBody } from "./post-body-checks";
import { sanitizeAllCached } from "./sanitize-cache";
import { isDangerousRemoval } from "./sanitize-danger";
import type { SanitizedHtml } from "./sanitize-html";
import type { ContentNote, ContentProblem, LoadedPost } from "./types";

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
  companions: /\.html$/i,
  route: (_name, value) => {
    const id = (value as { id?: unknown } | undefined)?.id;
    return typeof id === "number" ? postRoute(id) : undefined;
  },
  // Bodies are read and sanitised by finishPosts (it is async); collect only fixes the order.
  collect: () => undefined,
  count: (content) => content.posts.length,
};

/** A post without its own image takes site.json's postImages by its number, the first past the end (docs/product-decisions.md). */
function fallbackImage(post: Post, site: Site): Image {
  const images = site.postImages ?? [site.seo.image];
  return images[post.id - 1] ?? (images[0] as Image);
}

/** One warning per removal, at its place, saying how to make it go away. */
/**
 * What the sanitiser took out. Code, frames, forms, handlers and refused addresses are errors the editor
 * must see and delete; formatting it merely drops (a style, an unknown tag) is a warning. Markup that
 * would swallow the visible text after it is an error too, at the line where the loss starts.
 */
function removalFindings(file: string, body: SanitizedHtml): { problems: ContentProblem[]; notes: ContentNote[] } {
  const problems: ContentProblem[] = [];
  const notes: ContentNote[] = [];
  for (const { what, at } of body.removed) {
    if (isDangerousRemoval(what))
      problems.push({
        file,
        ...at,
        pointer: "",
        message: `código ou endereço perigoso: ${what}. O site nunca publica isso; apague do arquivo (um artigo é só texto, títulos, listas, links e imagens)`,
      });
    else notes.push({ file, ...at, message: `removido por segurança: ${what}. O site publica o artigo sem isso; apague-o do arquivo para este aviso sumir` });
  }
  const loss = body.textLoss;
  if (loss) {
    const message = `${loss.characters.toLocaleString("pt-BR")} caracteres de texto sumiriam do site a partir daqui («${loss.excerpt}…»): alguma marcação antes deles (como <noscript>, <form>, <math> ou uma tag com aspas abertas) engole o que vem depois. Apague essa marcação e deixe só o texto`;
    problems.push({ file, ...loss.at, pointer: "", message });
  }
  return { problems, notes };
}

export interface FinishedPosts {
  posts: LoadedPost[];
  problems: ContentProblem[];
  notes: ContentNote[];
}

interface ReadBody {
  file: ContentFile;
  post: Post;
  bodyFile: string;
  body?: SanitizedHtml;
  /** Over the size limit: never read, so never sanitised. */
  tooLarge?: ContentProblem;
}

/** Reads every body at once, then sanitises those the cache does not know as one batch. */
async function readBodies(root: string, files: ContentFile[], siteOrigin: string): Promise<ReadBody[]> {
  const read = await Promise.all(
    files.map(async (file) => {
      const { $schema: _schema, ...post } = file.json.value as Post & { $schema?: string };
      const bodyFile = file.file.replace(/\.json$/i, ".html");
      const tooLarge = await sizeProblem(root, bodyFile, MAX_BODY_BYTES);
      const dirty = tooLarge ? undefined : await readFile(join(root, bodyFile), "utf8").catch(() => undefined);
      return { file, post, bodyFile, dirty, tooLarge };
    }),
  );
  const present = read.filter((entry) => entry.dirty !== undefined);
  const bodies = await sanitizeAllCached(
    root,
    present.map((entry) => entry.dirty as string),
    { siteOrigin },
  );
  const byFile = new Map(present.map((entry, i) => [entry.file, bodies[i]]));
  return read.map(({ file, post, bodyFile, tooLarge }) => ({ file, post, bodyFile, tooLarge, body: byFile.get(file) }));
}

/** site.json's "url" as an origin; it passed the schema (a URI) before posts are read. */
function originOf(site: Site): string {
  try {
    return new URL(site.url).origin;
  } catch {
    return "https://site.invalid";
  }
}

/** Reads each post's .html body, sanitises it once, and checks what only the whole set can show. */
export async function finishPosts(root: string, files: ContentFile[], index: LinkIndex, site: Site): Promise<FinishedPosts> {
  const result: FinishedPosts = { posts: [], problems: [], notes: [] };
  const firstFileById = new Map<number, string>();
  for (const { file, post, bodyFile, body, tooLarge } of await readBodies(root, files, originOf(site))) {
    if (tooLarge) {
      result.problems.push(tooLarge);
      continue;
    }
    if (!body) {
      result.problems.push(fileProblem(file.file, `falta o texto do artigo: crie ${bodyFile} (mesmo nome do .json, terminando em .html)`));
      continue;
    }
    const removals = removalFindings(bodyFile, body);
    result.notes.push(...removals.notes);
    result.problems.push(...removals.problems);
    result.problems.push(...checkPostBody(bodyFile, postRoute(post.id), body, index));
    if (!body.html.replace(/<[^>]+>/g, "").trim()) result.problems.push(fileProblem(bodyFile, "o texto do artigo está vazio"));
    const earlier = firstFileById.get(post.id);
    if (earlier)
      result.problems.push(
        problemAt(
          file.json,
          "/id",
          "value",
          `o id ${post.id} já é usado por ${earlier}: cada artigo precisa de um id diferente (ele vira o endereço /blog/${post.id})`,
        ),
      );
    firstFileById.set(post.id, file.file);
    result.posts.push({
      ...post,
      slug: file.name,
      file: file.file,
      html: body.html,
      image: post.image ?? fallbackImage(post, site),
      featured: post.featured ?? false,
    });
  }
  const featured = result.posts.filter((post) => post.featured);
  if (files.length > 0 && featured.length !== 1) {
    const folder = contentPath("posts", root);
    const where = featured.length ? featured.map((post) => post.file).join(", ") : `${folder}/`;
    result.problems.push(
      fileProblem(featured[1]?.file ?? files[0]?.file ?? folder, `exatamente um artigo deve ter "featured": true (hoje: ${featured.length}; ${where})`),
    );
  }
  result.posts.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return result;
}
