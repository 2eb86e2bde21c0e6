import { defaultTreeAdapter as tree, parseFragment, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];

/** Elements after which a reader's eye starts again: their text is kept apart from the next one's. */
const BLOCKS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "figcaption", "td", "th", "br", "div", "section", "pre", "dd", "dt"]);
const SKIPPED = new Set(["script", "style", "template"]);

/** A post's cleaned HTML as the plain text a visitor reads: what the search indexes and its snippets quote. */
export function htmlText(html: string): string {
  const pieces: string[] = [];
  const visit = (node: Node) => {
    if (tree.isTextNode(node)) {
      pieces.push(tree.getTextNodeContent(node));
      return;
    }
    if (!tree.isElementNode(node) && node.nodeName !== "#document-fragment") return;
    const name = node.nodeName;
    if (SKIPPED.has(name)) return;
    for (const child of tree.getChildNodes(node as DefaultTreeAdapterMap["parentNode"])) visit(child);
    if (BLOCKS.has(name)) pieces.push("\n");
  };
  visit(parseFragment(html));
  return pieces
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" ");
}
