import type { ImageInfo } from "../../src/content/image-info";
import { IMAGE_FORMATS, variantPath } from "../../src/lib/image-variants";
import { layout } from "../../src/theme/spacing";
import { IMAGE_PREFIX } from "./image-names";
import { isSiteRelative } from "./sanitize-urls";

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

type Parse = (html: string) => HTMLElement;
let parser: Promise<Parse> | undefined;

// jsdom, the parser that serialised the sanitiser's output (sanitize-html.ts), loaded only when a body needs it.
function loadParser(): Promise<Parse> {
  parser ??= import("jsdom").then(({ JSDOM, VirtualConsole }) => {
    const { window } = new JSDOM("", { virtualConsole: new VirtualConsole() });
    // Parsed the way the sanitiser parsed it (behind "<body>"), so the tree is the one it cleaned.
    return (html: string) => new window.DOMParser().parseFromString(`<body>${html}`, "text/html").body;
  });
  return parser;
}

function sourceFor(img: HTMLImageElement, src: string, info: ImageInfo, format: (typeof IMAGE_FORMATS)[number], base: string): HTMLSourceElement {
  const source = img.ownerDocument.createElement("source");
  source.setAttribute("type", `image/${format}`);
  source.setAttribute("srcset", info.widths.map((width) => `${base}${variantPath(src, width, format).slice(1)} ${width}w`).join(", "));
  source.setAttribute("sizes", POST_BODY_IMAGE_SIZES);
  return source;
}

/**
 * A picture of the site in a post's text, as the blocks' <Picture> draws one: AVIF and WebP at the widths
 * the build wrote, the original as the fallback, its intrinsic size (nothing shifts while it loads), lazy.
 * Inside a <picture> the author wrote, that picture's sources are replaced (the sanitiser removed their
 * srcset, so they point nowhere).
 */
function makeResponsive(img: HTMLImageElement, src: string, info: ImageInfo, base: string): void {
  const document = img.ownerDocument;
  let picture = img.parentElement?.localName === "picture" ? img.parentElement : undefined;
  if (picture) for (const old of [...picture.children].filter((child) => child.localName === "source")) old.remove();
  else {
    picture = document.createElement("picture");
    img.replaceWith(picture);
    picture.append(img);
  }
  if (info.widths.length > 0) for (const format of IMAGE_FORMATS) picture.insertBefore(sourceFor(img, src, info, format, base), img);
  // An author's own size is kept; either one alone would give the wrong shape, so both are written only when neither is.
  if (!img.hasAttribute("width") && !img.hasAttribute("height")) {
    img.setAttribute("width", String(info.width));
    img.setAttribute("height", String(info.height));
  }
  if (!img.hasAttribute("loading")) img.setAttribute("loading", "lazy");
  if (!img.hasAttribute("decoding")) img.setAttribute("decoding", "async");
}

/**
 * A post's cleaned body as the site publishes it, done on the parsed tree (attribute values are never
 * matched as text): every picture of the site becomes responsive (makeResponsive), and under a sub-folder
 * base path every site path in a link or image gets the base, like every link React writes. The
 * sanitiser's own output (and its cache) is untouched: what it decided stays its decision.
 */
export async function finishPostHtml(html: string, { describeImage, base }: PostHtmlOptions): Promise<string> {
  // Fast path, not a rewrite: a body with no picture at the site's root has nothing to change.
  if (base === "/" && !/<img\b/i.test(html)) return html;
  const body = (await loadParser())(html);
  const pictures = [...body.querySelectorAll("img")].flatMap((img) => {
    const src = img.getAttribute("src") ?? "";
    return src.startsWith(IMAGE_PREFIX) ? [{ img, src }] : [];
  });
  const infos = await Promise.all(pictures.map(({ src }) => describeImage(src)));
  pictures.forEach(({ img, src }, i) => makeResponsive(img, src, infos[i] as ImageInfo, base));
  if (base !== "/") {
    for (const element of body.querySelectorAll("[href], [src]")) {
      for (const name of ["href", "src"]) {
        const value = element.getAttribute(name);
        if (value !== null && isSiteRelative(value)) element.setAttribute(name, `${base}${value.slice(1)}`);
      }
    }
  }
  return body.innerHTML;
}
