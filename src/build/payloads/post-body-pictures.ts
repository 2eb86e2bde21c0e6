import { defaultTreeAdapter as tree, html as spec, parse, parseFragment, serialize, type DefaultTreeAdapterMap } from "parse5";
import type { ImageInfo } from "../../site/data/image-info";
import { IMAGE_FORMATS, variantPath } from "../../lib/image-variants";
import { layout } from "../../site/theme/spacing";
import { IMAGE_PREFIX } from "../../engine/core/rules/image-names";
import { isSiteRelative } from "../../engine/core/posts/sanitize-urls";

/**
 * How wide a picture in a post's text is drawn: the text column (post-styles.ts: `body`, at most
 * layout.proseWidth), else the whole screen; 4rem are the gutters at their widest (space.gutter).
 */
export const POST_BODY_IMAGE_SIZES = `(min-width: ${Number.parseFloat(layout.proseWidth) + 4}rem) ${layout.proseWidth}, 100vw`;

export interface PostHtmlOptions {
  describeImage: (src: string) => Promise<ImageInfo>;
  /** The site's public base path ("/" or "/repo/"). */
  base: string;
}

type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

// The sanitiser parsed the body as a <body>'s content (sanitize-html.ts); it is parsed again in that context.
let bodyContext: Element | undefined;
function body(): Element {
  bodyContext ??= (parse("").childNodes[0] as Element).childNodes[1] as Element;
  return bodyContext;
}

const attribute = (element: Element, name: string): string | undefined => element.attrs.find((attr) => attr.name === name)?.value;

function setAttribute(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

function elementsOf(parent: ParentNode, found: Element[] = []): Element[] {
  for (const child of parent.childNodes) {
    if (!tree.isElementNode(child)) continue;
    found.push(child);
    elementsOf(child, found);
  }
  return found;
}

const create = (tagName: string, attrs: Record<string, string> = {}): Element =>
  tree.createElement(
    tagName,
    spec.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );

/**
 * A picture of the site in a post's text, as the blocks' <Picture> draws one: AVIF at the widths the build
 * wrote, the original as the fallback, its intrinsic size (nothing shifts while it loads), lazy. Inside a <picture>
 * the author wrote, that picture's sources are replaced (the sanitiser removed their srcset, so they point nowhere).
 */
function makeResponsive(img: Element, src: string, info: ImageInfo, base: string): void {
  const parent = img.parentNode as ParentNode;
  let picture: Element;
  if (tree.isElementNode(parent) && parent.tagName === "picture") {
    picture = parent;
    for (const old of picture.childNodes.filter((child) => tree.isElementNode(child) && child.tagName === "source")) tree.detachNode(old);
  } else {
    picture = create("picture");
    tree.insertBefore(parent, picture, img);
    tree.detachNode(img);
    tree.appendChild(picture, img);
  }
  if (info.widths.length > 0) {
    for (const format of IMAGE_FORMATS) {
      const srcset = info.widths.map((width) => `${base}${variantPath(src, width, format).slice(1)} ${width}w`).join(", ");
      tree.insertBefore(picture, create("source", { type: `image/${format}`, srcset, sizes: POST_BODY_IMAGE_SIZES }), img);
    }
  }
  // An author's own size is kept; either one alone would give the wrong shape, so both are written only when neither is.
  if (attribute(img, "width") === undefined && attribute(img, "height") === undefined) {
    setAttribute(img, "width", String(info.width));
    setAttribute(img, "height", String(info.height));
  }
  if (attribute(img, "loading") === undefined) setAttribute(img, "loading", "lazy");
  if (attribute(img, "decoding") === undefined) setAttribute(img, "decoding", "async");
}

/**
 * A post's cleaned body as the site publishes it, done on the parsed tree (parse5, the parser jsdom gave the
 * sanitiser; attribute values are never matched as text): every picture of the site becomes responsive
 * (makeResponsive), and under a sub-folder base path every site path in a link or image gets the base, like every
 * link React writes. The sanitiser's own output (and its cache) is untouched: what it decided stays its decision.
 */
export async function finishPostHtml(html: string, { describeImage, base }: PostHtmlOptions): Promise<string> {
  // Fast path, not a rewrite: a body with no picture at the site's root has nothing to change.
  if (base === "/" && !/<img\b/i.test(html)) return html;
  const fragment = parseFragment(body(), html, {});
  const elements = elementsOf(fragment);
  const pictures = elements.flatMap((element) => {
    const src = element.tagName === "img" ? (attribute(element, "src") ?? "") : "";
    return src.startsWith(IMAGE_PREFIX) ? [{ img: element, src }] : [];
  });
  const infos = await Promise.all(pictures.map(({ src }) => describeImage(src)));
  pictures.forEach(({ img, src }, i) => makeResponsive(img, src, infos[i] as ImageInfo, base));
  if (base !== "/") {
    for (const element of elements) {
      for (const attr of element.attrs) {
        if ((attr.name === "href" || attr.name === "src") && isSiteRelative(attr.value)) attr.value = `${base}${attr.value.slice(1)}`;
      }
    }
  }
  return serialize(fragment);
}
