import type { Image, Post, Site } from "../../../types/generated/content";
import type { ContentFile } from "../kinds/content-kind";
import type { ContentListing } from "../kinds/list-content";
import { postRoute } from "../kinds/posts-kind";
import type { ContentNote, ContentProblem, LoadedPost } from "../kinds/types";
import { MAX_BODY_BYTES, megabytes, utf8Bytes } from "../read/content-limits";
import { fileProblem, problemAt, type ParsedJson } from "../read/json-source";
import { imageReference } from "../rules/image-references";
import type { LinkIndex } from "../rules/link-checks";
import { checkPostBody } from "../rules/post-body-checks";
import { publishInstant } from "../../../lib/publish-at";
import type { CompiledMarkdown } from "./markdown-compile";
import { locateInMarkdown } from "./markdown-positions";
import { normalizeMarkdown } from "./markdown-compile";
import { isDangerousRemoval } from "./sanitize-danger";
import type { SanitizedHtml, SanitizeOptions } from "./sanitize-html";
import type { SourcePosition } from "./sanitize-positions";

/**
 * Compiling Markdown and cleaning HTML, as each door can: at build, cached on disk and on jsdom in worker
 * threads (src/engine/node/body-tools.ts); in the editor, in the browser's own DOM. Same compiler, same
 * policy (markdown-compile.ts, sanitize-html.ts): only where the work happens differs.
 */
export interface BodyTools {
  compile(markdowns: string[]): Promise<CompiledMarkdown[]>;
  sanitize(dirties: string[], options: SanitizeOptions): Promise<SanitizedHtml[]>;
}

/** A post without its own image takes site.json's postImages by its number, the first past the end (docs/product-decisions.md). */
export function fallbackImage(post: Pick<Post, "id">, site: Pick<Site, "postImages" | "seo">): Image {
  const images = site.postImages ?? [site.seo.image];
  return images[post.id - 1] ?? (images[0] as Image);
}

/**
 * Where a post's findings are shown to the editor. The sanitiser and the body checks report places in
 * the HTML they cleaned: for a .html body that is the editor's own file, line and column; for a body
 * written in Markdown (`body` in the JSON) it is HTML the editor never saw, so the finding is put at the
 * `body` value in the JSON, quoting the words of the Markdown it is about (markdown-positions.ts).
 */
export interface BodyPlace {
  /** "do arquivo" or "do texto": what the editor deletes something from. */
  from: string;
  problem(at: SourcePosition, message: string): ContentProblem;
  note(at: SourcePosition, message: string): ContentNote;
  /** About the body as a whole (it is empty). */
  whole(message: string): ContentProblem;
}

function htmlPlace(bodyFile: string): BodyPlace {
  return {
    from: "do arquivo",
    problem: (at, message) => ({ file: bodyFile, ...at, pointer: "", message }),
    note: (at, message) => ({ file: bodyFile, ...at, message }),
    whole: (message) => fileProblem(bodyFile, message),
  };
}

const BODY_POINTER = "/body";

/** Where the findings of a Markdown text held in a JSON field go: that field's value, quoting the words they are about. */
export function markdownBodyPlace(json: ParsedJson, markdown: string, compiled: CompiledMarkdown, pointer = BODY_POINTER): BodyPlace {
  const value = problemAt(json, pointer, "value", "");
  const quoted = (at: SourcePosition, message: string) =>
    `${message.replace(/[.\s]+$/, "")}. Trecho do texto: «${locateInMarkdown(markdown, compiled, at).excerpt}»`;
  return {
    from: "do texto",
    problem: (at, message) => ({ ...value, message: quoted(at, message) }),
    note: (at, message) => ({ file: value.file, line: value.line, column: value.column, message: `${pointer}: ${quoted(at, message)}` }),
    whole: (message) => ({ ...value, message }),
  };
}

/**
 * What the sanitiser took out. Code, frames, forms, handlers and refused addresses are errors the editor
 * must see and delete; formatting it merely drops (a style, an unknown tag) is a warning. Markup that
 * would swallow the visible text after it is an error too, at the line where the loss starts.
 */
export function removalFindings(
  place: BodyPlace,
  body: SanitizedHtml,
  what: { a: string; the: string } = { a: "um artigo", the: "o artigo" },
): { problems: ContentProblem[]; notes: ContentNote[] } {
  const problems: ContentProblem[] = [];
  const notes: ContentNote[] = [];
  for (const { what: removed, at } of body.removed) {
    if (isDangerousRemoval(removed))
      problems.push(
        place.problem(
          at,
          `código ou endereço perigoso: ${removed}. O site nunca publica isso; apague ${place.from} (${what.a} é só texto, títulos, listas, links e imagens)`,
        ),
      );
    else notes.push(place.note(at, `removido por segurança: ${removed}. O site publica ${what.the} sem isso; apague-o ${place.from} para este aviso sumir`));
  }
  const loss = body.textLoss;
  if (loss) {
    const message = `${loss.characters.toLocaleString("pt-BR")} caracteres de texto sumiriam do site a partir daqui («${loss.excerpt}…»): alguma marcação antes deles (como <noscript>, <form>, <math> ou uma tag com aspas abertas) engole o que vem depois. Apague essa marcação e deixe só o texto`;
    problems.push(place.problem(loss.at, message));
  }
  return { problems, notes };
}

export interface FinishedPosts {
  posts: LoadedPost[];
  problems: ContentProblem[];
  notes: ContentNote[];
}

type PostData = Omit<Post, "body">;

interface ReadBody {
  file: ContentFile;
  post: PostData;
  place?: BodyPlace;
  body?: SanitizedHtml;
  /** Why there is no body to publish: none, two, or one over the size limit (never read, so never sanitised). */
  problem?: ContentProblem;
}

/** A post's body as written: Markdown in its `body`, or the .html beside it, or why it has neither (or both). */
type Source = { kind: "markdown"; markdown: string } | { kind: "html"; html: string } | { kind: "problem"; problem: ContentProblem } | { kind: "skip" };

function readSource(bodies: ContentListing["htmlBodies"], file: ContentFile, body: unknown, bodyFile: string): Source {
  const hasBody = typeof body === "string" && body.trim() !== "";
  const hasHtml = bodies.has(bodyFile);
  if (hasBody && hasHtml) {
    const message = `o texto deste artigo está em dois lugares: aqui, no campo "body", e no arquivo ${bodyFile}. O site não sabe qual publicar: fique com um só. Se o texto certo é o daqui (o do editor do site), apague ${bodyFile}; se é o do .html, apague o campo "body" deste arquivo`;
    return { kind: "problem", problem: problemAt(file.json, BODY_POINTER, "key", message) };
  }
  if (hasBody) {
    const bytes = utf8Bytes(body);
    if (bytes <= MAX_BODY_BYTES) return { kind: "markdown", markdown: normalizeMarkdown(body) };
    const message = `texto grande demais: tem ${megabytes(bytes)}, e o limite é ${megabytes(MAX_BODY_BYTES)}. Uma mensagem nunca precisa de tanto: confira se não foi colado algo por engano (uma imagem, um documento inteiro) e divida o texto se for preciso`;
    return { kind: "problem", problem: problemAt(file.json, BODY_POINTER, "value", message) };
  }
  if (!hasHtml) {
    const message = `falta o texto do artigo: escreva-o no campo "body" deste arquivo, em Markdown (no editor do site, é o campo "Texto da mensagem"), ou, para escrever em HTML à mão, crie ${bodyFile} (mesmo nome do .json, terminando em .html)`;
    // A blank "body" is where the text is missing; without one, the file as a whole is.
    return { kind: "problem", problem: body === undefined ? fileProblem(file.file, message) : problemAt(file.json, BODY_POINTER, "value", message) };
  }
  const html = bodies.get(bodyFile);
  // Over the size limit: the listing already said so, at the .html file.
  return html === null || html === undefined ? { kind: "skip" } : { kind: "html", html };
}

/**
 * Reads every body at once (Markdown ones compiled, cached, markdown-cache.ts), then sanitises those
 * the cache does not know as one batch: a Markdown body is cleaned exactly as a .html one is.
 */
async function readBodies(files: ContentFile[], bodies: ContentListing["htmlBodies"], siteOrigin: string, tools: BodyTools): Promise<ReadBody[]> {
  const read = files.map((file) => {
    const { $schema: _schema, body, ...post } = file.json.value as Post & { $schema?: string };
    const bodyFile = file.file.replace(/\.json$/i, ".html");
    return { file, post, bodyFile, source: readSource(bodies, file, body, bodyFile) };
  });
  const markdowns = read.flatMap(({ source }) => (source.kind === "markdown" ? [source.markdown] : []));
  const compiled = await tools.compile(markdowns);
  let next = 0;
  const dirty = read.map(({ file, bodyFile, source }) => {
    if (source.kind === "html") return { html: source.html, place: htmlPlace(bodyFile) };
    if (source.kind !== "markdown") return undefined;
    const result = compiled[next++] as CompiledMarkdown;
    return { html: result.html, place: markdownBodyPlace(file.json, source.markdown, result) };
  });
  const present = dirty.flatMap((entry, i) => (entry ? [{ ...entry, i }] : []));
  const cleaned = await tools.sanitize(
    present.map((entry) => entry.html),
    { siteOrigin },
  );
  const byIndex = new Map(present.map((entry, k) => [entry.i, { place: entry.place, body: cleaned[k] }]));
  return read.map(({ file, post, source }, i) => ({
    file,
    post,
    ...byIndex.get(i),
    ...(source.kind === "problem" ? { problem: source.problem } : {}),
  }));
}

/** What the body shows or links to under /images/, read by the rule the check and the build share. */
export function bodyImageFiles(body: SanitizedHtml): string[] {
  const references = [...body.images.map((image) => imageReference("src", image.src ?? "")), ...body.links.map((link) => imageReference("href", link.href))];
  return [...new Set(references.filter((src) => src !== undefined))];
}

/** site.json's "url" as an origin; it passed the schema (a URI) before posts are read. */
export function originOf(site: Site): string {
  try {
    return new URL(site.url).origin;
  } catch {
    return "https://site.invalid";
  }
}

/** Reads each post's body (Markdown in its JSON, or the .html beside it), sanitises it once, and checks what only the whole set can show. */
export async function finishPosts(files: ContentFile[], listing: ContentListing, index: LinkIndex, site: Site, tools: BodyTools): Promise<FinishedPosts> {
  const result: FinishedPosts = { posts: [], problems: [], notes: [] };
  const firstFileById = new Map<number, string>();
  for (const { file, post, place, body, problem } of await readBodies(files, listing.htmlBodies, originOf(site), tools)) {
    if (problem || !place || !body) {
      if (problem) result.problems.push(problem);
      continue;
    }
    const removals = removalFindings(place, body);
    result.notes.push(...removals.notes);
    result.problems.push(...removals.problems);
    const from = post.publishAt === undefined ? undefined : publishInstant(post.publishAt);
    result.problems.push(...checkPostBody(postRoute(post.id), body, index, from).map(({ at, message }) => place.problem(at, message)));
    if (!body.html.replace(/<[^>]+>/g, "").trim()) result.problems.push(place.whole("o texto do artigo está vazio"));
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
      bodyImages: bodyImageFiles(body),
      image: post.image ?? fallbackImage(post, site),
      // Which one the blog shows on top is known once scheduled posts have left (featured-post.ts, check-site.ts).
      featured: false,
    });
  }
  result.posts.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return result;
}
