import { Fragment, useMemo } from "react";
import { SmartLink } from "@/site/components/smart-link";
import { useSite } from "@/site/data/site-context";
import { useMainChurch } from "@/site/data/church-context";
import { textPlaceholders } from "@/lib/text-placeholders";
import { parseInline, type InlineLink, type InlineNode } from "./inline-text";
import { proseStyles as s } from "./prose-styles";

function renderNodes(nodes: InlineNode[]) {
  // The nodes come from a fixed text and never reorder, so their position is a stable key.
  return nodes.map((node, index) => {
    if (node.kind === "text") return <Fragment key={index}>{node.text}</Fragment>;
    if (node.kind === "strong") return <strong key={index}>{renderNodes(node.children)}</strong>;
    return (
      <SmartLink key={index} href={node.href} css={s.link}>
        {node.text}
      </SmartLink>
    );
  });
}

/** A prose text with its bold runs, links, site.json's contacts and the sede's address, built as React elements (never as HTML). */
export function RichText({ text, links }: { text: string; links?: readonly InlineLink[] }) {
  const site = useSite();
  const sede = useMainChurch();
  const facts = useMemo(() => textPlaceholders(site, sede?.address), [site, sede]);
  return <>{renderNodes(parseInline(text, links, facts))}</>;
}
