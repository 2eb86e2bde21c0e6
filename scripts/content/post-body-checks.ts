import { checkImageSrc, imagesFolder } from "./image-index";
import { checkHref, type LinkIndex } from "./link-checks";
import type { PostImage, PostLink, SanitizedHtml } from "./sanitize-html";
import { ID_PREFIX } from "./sanitize-policy";
import { didYouMean } from "./suggest";
import type { ContentProblem } from "./types";

const NO_ALT =
  'imagem sem descrição: acrescente alt="..." com o que aparece na imagem, em uma frase curta (ex.: alt="Jovens orando no pátio da igreja"), para quem usa leitor de tela. Se a imagem for só enfeite, escreva alt=""';
const externalImage = () =>
  `imagem de outro site: o navegador não vai mostrá-la, porque a política de segurança do site (Content-Security-Policy) só carrega imagens do próprio site. Baixe a imagem, coloque-a em ${imagesFolder()}/ e escreva src="/images/<nome-do-arquivo>"`;

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

function linkProblem(link: PostLink, route: string, anchors: readonly string[], index: LinkIndex): string | undefined {
  if (link.href.startsWith("#")) return fragmentProblem(link.href, anchors);
  return checkHref(link.href, route, index);
}

function imageProblems(image: PostImage, index: LinkIndex): { at: PostImage["at"]; message: string }[] {
  const found: { at: PostImage["at"]; message: string }[] = [];
  const src = image.src ?? "";
  if (/^https?:|^\/\//i.test(src)) found.push({ at: image.srcAt, message: `${externalImage()} (hoje: "${src}")` });
  else if (src.startsWith("/images/")) {
    const message = checkImageSrc(src, index.images);
    if (message) found.push({ at: image.srcAt, message });
  } else if (src !== "" && !src.startsWith("data:")) {
    found.push({
      at: image.srcAt,
      message: `endereço de imagem "${src}" inválido: coloque a imagem em ${imagesFolder()}/ e escreva src="/images/<nome-do-arquivo>"`,
    });
  }
  // An <img> whose src the sanitiser dropped shows nothing; its removal is already reported.
  if (image.alt === null && src !== "") found.push({ at: image.at, message: NO_ALT });
  return found;
}

/**
 * The checks JSON content gets (internal links resolve, images exist with that exact name and are
 * described), applied to what a post's body publishes, each at its line and column in the .html file.
 */
export function checkPostBody(file: string, route: string, body: SanitizedHtml, index: LinkIndex): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (position: PostLink["at"], message: string) => problems.push({ file, ...position, pointer: "", message });
  for (const link of body.links) {
    const message = linkProblem(link, route, body.anchors, index);
    if (message) at(link.at, message);
  }
  for (const image of body.images) for (const problem of imageProblems(image, index)) at(problem.at, problem.message);
  return problems;
}
