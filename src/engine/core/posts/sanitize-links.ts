import { ID_PREFIX } from "./sanitize-policy";
import type { SourcePosition, SourcePositions } from "./sanitize-positions";
import { isExternalLink } from "./sanitize-urls";

/** A link that survived, with the href as written (before in-page links get ID_PREFIX). */
export interface PostLink {
  href: string;
  at: SourcePosition;
}

export interface PostImage {
  src: string | null;
  /** null when the attribute is missing; "" is a decorative image. */
  alt: string | null;
  at: SourcePosition;
  srcAt: SourcePosition;
}

export interface PostReferences {
  links: PostLink[];
  images: PostImage[];
  /** The targets in-page links can use, as the editor wrote them (without ID_PREFIX). */
  anchors: string[];
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** One pass over the cleaned body (jsdom's selector engine costs more than the walk itself). */
function collect(body: HTMLElement) {
  const anchors = new Set<string>();
  const links: Element[] = [];
  const images: Element[] = [];
  const visit = (element: Element) => {
    const { localName } = element;
    for (const value of [element.getAttribute("id"), localName === "a" ? element.getAttribute("name") : null]) {
      if (value?.startsWith(ID_PREFIX)) anchors.add(value.slice(ID_PREFIX.length));
    }
    if ((localName === "a" || localName === "area") && element.hasAttribute("href")) links.push(element);
    else if (localName === "img") images.push(element);
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) visit(child);
  };
  visit(body);
  return { anchors, links, images };
}

/**
 * After DOMPurify: in-page links follow the prefixed ids ("#oracao" → "#user-content-oracao", or they
 * would lead nowhere), links that leave the site open in a new tab without the opener, and every link
 * and image is recorded with its place in the source, for the same checks JSON content gets.
 */
export function finishReferences(body: HTMLElement, siteOrigin: string, positions: SourcePositions): PostReferences {
  const found = collect(body);
  const { anchors } = found;
  const links: PostLink[] = [];
  for (const link of found.links) {
    const href = link.getAttribute("href") ?? "";
    links.push({ href, at: positions.of(link, "href") });
    const fragment = href.startsWith("#") ? decodeFragment(href.slice(1)) : "";
    if (fragment && anchors.has(fragment)) link.setAttribute("href", `#${ID_PREFIX}${href.slice(1)}`);
    if (isExternalLink(href, siteOrigin)) {
      link.setAttribute("target", "_blank");
      link.setAttribute("rel", "noopener noreferrer");
    } else link.removeAttribute("target");
  }
  const images = found.images.map((image) => ({
    src: image.getAttribute("src"),
    alt: image.getAttribute("alt"),
    at: positions.of(image),
    srcAt: positions.of(image, "src"),
  }));
  return { links, images, anchors: [...anchors] };
}
