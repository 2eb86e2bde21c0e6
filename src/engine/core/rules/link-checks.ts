import { formatPublishAt, isScheduled } from "../../../lib/publish-at";
import { GENERATED_PATHS } from "./generated-paths";
import { checkImageSrc, type ImageIndex } from "./image-names";

// No Node imports here: the site editor (src/editor/app/) checks links in the browser with checkHref.
import { closestMatcher, didYouMean } from "../read/suggest";

/** A page links can reach; its section ids are unknown when the page itself failed to parse. */
export interface RouteTarget {
  sectionIds?: ReadonlySet<string>;
  /** Its "Publicar em" (a post's), when it has one: before then the address answers "página não encontrada". */
  publishAt?: string;
  /** The "Publicar em" of sections with an id, by id: before then the page has no such section. */
  sectionPublishAt?: ReadonlyMap<string, string>;
}

export interface LinkIndex {
  /** When the content is checked for (CheckOptions.now): links to what is published after it are refused. Without it, nothing waits. */
  now?: number;
  routes: ReadonlyMap<string, RouteTarget>;
  images: ImageIndex;
  /** Where the image files are, as editors see it ("site-content/images"), for the messages. */
  imagesFolder: string;
  /** Files copied as they are to the site root (site-content/static, Vite's publicDir). */
  staticFiles: ReadonlySet<string>;
}

const ALLOWED_SCHEMES = new Set(["https", "http", "mailto", "tel", "whatsapp"]);
const DANGEROUS_SCHEMES = new Set(["javascript", "vbscript", "data"]);
const WHERE_LINKS_GO = 'uma página do site (ex.: "/contato"), uma seção ("#visite"), https://, http://, mailto:, tel: ou whatsapp:';

function checkExternal(href: string, scheme: string): string | undefined {
  if (!ALLOWED_SCHEMES.has(scheme)) return `links "${scheme}:" não são permitidos. Use ${WHERE_LINKS_GO}`;
  if ((scheme === "http" || scheme === "https") && !/^https?:\/\/[^/\s?#]+\.[^/\s?#]+/i.test(href)) {
    return `endereço incompleto: escreva o endereço inteiro (ex.: "https://www.exemplo.com.br")`;
  }
  if (scheme === "mailto" && !/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+/i.test(href)) {
    return `e-mail inválido depois de mailto: (ex.: "mailto:contato@suaigreja.org.br")`;
  }
  if (scheme === "whatsapp" && href.slice("whatsapp:".length).trim().length < 5) {
    return 'escreva a mensagem depois de whatsapp: (ex.: "whatsapp:Olá! Quero participar do culto.")';
  }
  if (scheme === "tel" && (href.match(/\d/g) ?? []).length < 8) {
    return `telefone inválido depois de tel: (ex.: "tel:+5511912345678")`;
  }
  return undefined;
}

function checkFragment(fragment: string, route: string, target: RouteTarget): string | undefined {
  const ids = target.sectionIds;
  if (!ids || ids.has(fragment)) return undefined;
  const known = [...ids];
  const listed =
    known.length > 0 ? `Seções com id nessa página: ${known.join(", ")}` : `Essa página não tem seções com id: acrescente "id": "${fragment}" à seção desejada`;
  const hint = didYouMean(
    `#${fragment}`,
    known.map((id) => `#${id}`),
  );
  return `a seção "#${fragment}" não existe na página ${route}. ${hint}${listed}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The path an internal link asks for, as the check reads it: no fragment, no query, no trailing slash ("/agenda/?x#y" → "/agenda"). */
export function linkPath(href: string): string {
  const hashAt = href.indexOf("#");
  const rawPath = (hashAt < 0 ? href : href.slice(0, hashAt)).split("?")[0] ?? "";
  return rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;
}

// One per index: a site of thousands of routes may have many broken links, each compared with every route.
const pageMatchers = new WeakMap<LinkIndex, (path: string) => string | undefined>();

/** The addresses a mistyped page link may have meant. */
function pageMatcher(index: LinkIndex): (path: string) => string | undefined {
  let matcher = pageMatchers.get(index);
  if (!matcher) {
    matcher = closestMatcher([...index.routes.keys(), ...GENERATED_PATHS]);
    pageMatchers.set(index, matcher);
  }
  return matcher;
}

/**
 * A link to a post or a section that appears later than the link itself (`from`: the linking text's own "Publicar em",
 * or now) would lead to "página não encontrada", or to a page without that section, until then: refused, saying when.
 */
function notPublishedYet(path: string, fragment: string, target: RouteTarget, index: LinkIndex, from: number | undefined): string | undefined {
  if (index.now === undefined) return undefined;
  const shownFrom = Math.max(index.now, from ?? index.now);
  const section = fragment ? target.sectionPublishAt?.get(fragment) : undefined;
  const [what, publishAt] =
    target.publishAt !== undefined && isScheduled(target.publishAt, shownFrom)
      ? [`a página ${path}`, target.publishAt]
      : section !== undefined && isScheduled(section, shownFrom)
        ? [`a seção "#${fragment}" da página ${path}`, section]
        : [];
  if (!what || !publishAt) return undefined;
  return `o link aponta para ${what}, que só aparece no site em ${formatPublishAt(publishAt)}: até lá ele daria em um lugar que não existe. Tire o link por enquanto, ou marque em "Publicar em" deste trecho essa data ou uma depois dela`;
}

function checkInternal(href: string, currentRoute: string | undefined, index: LinkIndex, from: number | undefined): string | undefined {
  const hashAt = href.indexOf("#");
  const fragment = hashAt < 0 ? "" : safeDecode(href.slice(hashAt + 1));
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  if (beforeHash === "") {
    if (fragment === "") return `link vazio "#": aponte para uma página ("/contato") ou uma seção ("#visite")`;
    // site.json feeds the header and footer of every page, so a bare #id there has no single target.
    if (currentRoute === undefined) return `escreva a página antes do # (ex.: "/contato#${fragment}"): este link aparece em todas as páginas`;
    const here = index.routes.get(currentRoute);
    return here
      ? (checkFragment(fragment, currentRoute, here) ?? notPublishedYet(currentRoute, fragment, { ...here, publishAt: undefined }, index, from))
      : undefined;
  }
  const path = linkPath(href);
  const target = index.routes.get(path);
  if (target) return (fragment ? checkFragment(fragment, path, target) : undefined) ?? notPublishedYet(path, fragment, target, index, from);
  if (GENERATED_PATHS.includes(path) || index.staticFiles.has(path)) return undefined;
  if (path.startsWith("/images/")) return checkImageSrc(path, index.images, index.imagesFolder);
  const hint = didYouMean(path, pageMatcher(index));
  return `a página "${path}" não existe. ${hint}Confira o endereço: cada página é um arquivo em site-content/pages/`;
}

/**
 * pt-BR problem with a link, or undefined when it is fine. `currentRoute` is the page the link
 * sits on (undefined for site-wide files), used for "#section" links; `from`, when the text holding the link
 * appears on the site (its "Publicar em", in milliseconds; undefined: it is already there).
 */
export function checkHref(href: string, currentRoute: string | undefined, index: LinkIndex, from?: number): string | undefined {
  // Browsers ignore blanks and control characters inside a scheme ("java\tscript:"), so must we.
  const compact = href.replace(/[\u0000-\u0020]/g, "").toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme && DANGEROUS_SCHEMES.has(scheme)) {
    return `links "${scheme}:" não são permitidos: eles podem executar código no navegador de quem visita o site. Use ${WHERE_LINKS_GO}`;
  }
  if (href.trim() !== href) return "o link tem espaços no começo ou no fim: apague os espaços";
  if (scheme) return checkExternal(href, scheme);
  // Browsers read "/\host" like "//host": another site, not a page of this one.
  if (/^\/[/\\]/.test(href)) return `links que começam com ${href.slice(0, 2)} não são permitidos: escreva o endereço completo com https://`;
  if (href.startsWith("/") || href.startsWith("#")) return checkInternal(href, currentRoute, index, from);
  return `link inválido "${href}": use ${WHERE_LINKS_GO}`;
}
