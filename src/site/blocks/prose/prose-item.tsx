import type { ProseItem } from "./anchors";
import { RichText } from "./rich-text";
import { proseStyles as s } from "./prose-styles";

type HeadingTag = "h2" | "h3" | "h4";

type ProseItemViewProps = {
  item: ProseItem;
  /** The level of a main subheading: h2 when the block has no heading of its own, else h3. */
  subheadingTag: "h2" | "h3";
  anchorId?: string;
  /** Quotes may float into the empty column beside the text (only when no index occupies the page). */
  quoteInMargin: boolean;
};

const minorTag = (tag: "h2" | "h3"): HeadingTag => (tag === "h2" ? "h3" : "h4");

/** One piece of a prose text, drawn with the semantic element it stands for. */
export function ProseItemView({ item, subheadingTag, anchorId, quoteInMargin }: ProseItemViewProps) {
  switch (item.kind) {
    case "paragrafo":
      return (
        <p css={s.paragraph}>
          <RichText text={item.text} links={item.links} />
        </p>
      );
    case "subtitulo": {
      const Tag = item.minor ? minorTag(subheadingTag) : subheadingTag;
      return (
        <Tag id={anchorId} css={item.minor ? s.minorHeading : s.subheading}>
          {item.text}
        </Tag>
      );
    }
    case "lista": {
      const List = item.ordered ? "ol" : "ul";
      return (
        <List css={item.ordered ? s.orderedList : s.bulletList}>
          {/* Items are fixed text that never reorders, so the position is a stable key even for repeats. */}
          {item.items.map((text, index) => (
            <li key={index}>
              <RichText text={text} links={item.links} />
            </li>
          ))}
        </List>
      );
    }
    case "citacao":
      return (
        <figure css={[s.quote, quoteInMargin && s.quoteInMargin]}>
          <blockquote css={s.quoteText}>
            <p>{item.text}</p>
          </blockquote>
          {item.reference && <figcaption css={s.quoteReference}>{item.reference}</figcaption>}
        </figure>
      );
  }
}
