import { checkImageSrc } from "./image-names";
import { imageReference } from "./image-references";
import { checkHref, type LinkIndex } from "./link-checks";
import type { SanitizedHtml } from "../posts/sanitize-html";
import type { PostImage, PostLink } from "../posts/sanitize-links";
import { ID_PREFIX } from "../posts/sanitize-policy";
import { didYouMean } from "../read/suggest";

const NO_ALT =
  'imagem sem descrição: acrescente alt="..." com o que aparece na imagem, em uma frase curta (ex.: alt="Jovens orando no pátio da igreja"), para quem usa leitor de tela. Se a imagem for só enfeite, escreva alt=""';
const externalImage = (imagesFolder: string) =>
  `imagem de outro site: o navegador não vai mostrá-la, porque a política de segurança do site (Content-Security-Policy) só carrega imagens do próprio site. Baixe a imagem, coloque-a em ${imagesFolder}/ e escreva src="/images/<nome-do-arquivo>"`;

function fragmentProblem(href: string, anchors: readonly string[]): string | undefined {
  let fragment = href.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // An undecodable fragment is compared as written.
  }
  if (fragment === "") return 'link vazio "#": aponte para uma página ("/contato") ou para um id deste artigo ("#oracao")';
  const target = fragment.startsWith(ID_PREFIX) ? fragment.slice(ID_PREFIX.length) : fragment;
  if (anchors.includes(target)) return undefined;
  const hint = didYouMean(
    `#${target}`,
    anchors.map((id) => `#${id}`),
  );
  const known = anchors.length
    ? `Ids neste artigo: ${anchors.join(", ")}`
    : `Acrescente id="${target}" ao título ou parágrafo de destino (ex.: <h2 id="${target}">)`;
  return `o link "#${target}" não leva a lugar nenhum: nenhum elemento deste artigo tem id="${target}". ${hint}${known}`;
}

function linkProblem(link: PostLink, route: string, anchors: readonly string[], index: LinkIndex, from: number | undefined): string | undefined {
  if (link.href.startsWith("#")) return fragmentProblem(link.href, anchors);
  return checkHref(link.href, route, index, from);
}

function imageProblems(image: PostImage, index: LinkIndex): { at: PostImage["at"]; message: string }[] {
  const found: { at: PostImage["at"]; message: string }[] = [];
  const src = image.src ?? "";
  if (/^https?:|^\/\//i.test(src)) found.push({ at: image.srcAt, message: `${externalImage(index.imagesFolder)} (hoje: "${src}")` });
  else if (imageReference("src", src)) {
    const message = checkImageSrc(src, index.images, index.imagesFolder);
    if (message) found.push({ at: image.srcAt, message });
  } else if (src !== "" && !src.startsWith("data:")) {
    found.push({
      at: image.srcAt,
      message: `endereço de imagem "${src}" inválido: coloque a imagem em ${index.imagesFolder}/ e escreva src="/images/<nome-do-arquivo>"`,
    });
  }
  // An <img> whose src the sanitiser dropped shows nothing; its removal is already reported.
  if (image.alt === null && src !== "") found.push({ at: image.at, message: NO_ALT });
  return found;
}

/** A problem in a post's body, at its place in the HTML that was cleaned (posts.ts says where that is for the editor). */
export interface BodyFinding {
  at: PostLink["at"];
  message: string;
}

/**
 * The checks JSON content gets (internal links resolve, images exist with that exact name and are
 * described), applied to what a post's body publishes, each at its line and column in the cleaned HTML. `from`: the
 * post's own "Publicar em", in milliseconds (a link to a post published later is refused, link-checks.ts).
 */
export function checkPostBody(route: string, body: SanitizedHtml, index: LinkIndex, from?: number): BodyFinding[] {
  const findings: BodyFinding[] = [];
  for (const link of body.links) {
    const message = linkProblem(link, route, body.anchors, index, from);
    if (message) findings.push({ at: link.at, message });
  }
  for (const image of body.images) findings.push(...imageProblems(image, index));
  return findings;
}
