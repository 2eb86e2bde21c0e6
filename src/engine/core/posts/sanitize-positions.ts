import { parse, type DefaultTreeAdapterMap, type Token } from "parse5";

type SourceNode = DefaultTreeAdapterMap["node"];
type SourceParent = DefaultTreeAdapterMap["parentNode"];

/** 1-based, in the post's .html file. */
export interface SourcePosition {
  line: number;
  column: number;
}

// The positions are only true if they come from the parser that built the DOM DOMPurify cleans: at build
// that is jsdom's parse5, the very package imported here (tests/unit/sanitize/ holds them to one copy); in
// the editor the browser parses, and spec-conforming parsers build the same tree from the same text.

const START: SourcePosition = { line: 1, column: 1 };

interface Located {
  element: SourcePosition;
  attributes: Readonly<Record<string, SourcePosition>>;
}

/** Where each node of a parsed post came from, for messages that name the .html file's line and column. */
export class SourcePositions {
  private readonly located = new WeakMap<Node, Located>();

  /** `prefixLength` characters were put before the post's text on its first line ("<body>"). */
  constructor(
    markup: string,
    private readonly prefixLength: number,
    body: HTMLElement,
  ) {
    const document = parse(markup, { sourceCodeLocationInfo: true, scriptingEnabled: false });
    const html = document.childNodes.find((node) => node.nodeName === "html");
    const sourceBody = html && "childNodes" in html ? html.childNodes.find((node) => node.nodeName === "body") : undefined;
    if (sourceBody && "childNodes" in sourceBody) this.pair(sourceBody, body, { element: START, attributes: {} });
  }

  /** Whether the node was written in the post (not, say, inside a <template>'s separate content). */
  has(node: Node): boolean {
    return this.located.has(node);
  }

  /** The element's start tag (or the attribute, when it was written), else the nearest located ancestor's. */
  of(node: Node, attribute?: string): SourcePosition {
    const located = this.located.get(node);
    if (!located) return START;
    return (attribute && located.attributes[attribute.toLowerCase()]) || located.element;
  }

  private position(location: Token.Location): SourcePosition {
    const column = location.startLine === 1 ? location.startCol - this.prefixLength : location.startCol;
    return { line: location.startLine, column: Math.max(1, column) };
  }

  private locate(node: SourceNode, inherited: Located): Located {
    const location = "sourceCodeLocation" in node ? node.sourceCodeLocation : undefined;
    // Elements the parser adds by itself (a <tbody>) have no source: they take their parent's place.
    if (!location) return { element: inherited.element, attributes: {} };
    const attributes: Record<string, SourcePosition> = {};
    for (const [name, where] of Object.entries(("attrs" in location && location.attrs) || {})) attributes[name] = this.position(where);
    return { element: this.position(location), attributes };
  }

  /**
   * Walks the located tree and the DOM side by side. Same parser, same input: the trees match node for
   * node; if they ever do not, the rest of that branch keeps its parent's position rather than a wrong one.
   */
  private pair(source: SourceParent, target: Node, located: Located): void {
    const sourceChildren = source.childNodes;
    const targetChildren = target.childNodes;
    for (let i = 0; i < targetChildren.length; i += 1) {
      const node = targetChildren[i] as Node;
      const match = sourceChildren[i];
      const same = match && match.nodeName.toLowerCase() === node.nodeName.toLowerCase() && sourceChildren.length === targetChildren.length;
      const here = same ? this.locate(match, located) : { element: located.element, attributes: {} };
      this.located.set(node, here);
      if (same && "childNodes" in match) this.pair(match, node, here);
      else this.inherit(node, here);
    }
  }

  private inherit(target: Node, located: Located): void {
    for (const node of Array.from(target.childNodes)) {
      this.located.set(node, { element: located.element, attributes: {} });
      this.inherit(node, located);
    }
  }
}
