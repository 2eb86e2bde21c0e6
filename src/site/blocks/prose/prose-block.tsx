import type { ProseBlock as ProseBlockData } from "@/types/generated/content";
import { SectionShell } from "@/site/components/section-shell";
import { useSite } from "@/site/data/site-context";
import { conditionHolds } from "@/lib/text-placeholders";
import { subheadingAnchors } from "./anchors";
import { ProseItemView } from "./prose-item";
import { ProseToc } from "./prose-toc";
import { proseWords } from "./prose-words";
import { proseStyles as s } from "./prose-styles";
import { proseTocStyles as t } from "./prose-toc-styles";

/**
 * Long-form text written as JSON items instead of HTML, so editors cannot break the page or
 * inject markup. Without a block heading the subheadings become the page's h2s (legal pages).
 */
export function ProseBlock({ block }: { block: ProseBlockData }) {
  const site = useSite();
  // Items with "showIf" say something true only for some site.json settings (e.g. a form service).
  const content = block.content.filter((item) => conditionHolds(item.showIf, site));
  const subheadingTag = block.heading ? "h3" : "h2";
  const anchors = subheadingAnchors(content, block.id ?? "texto");
  const toc = block.toc === true && anchors.size > 1 ? [...anchors.values()] : [];
  const words = proseWords(block);
  const updated = block.updated && (
    <p css={s.updated}>
      {`${words.updatedLabel} `}
      <span css={s.updatedDate}>{block.updated}</span>
    </p>
  );
  const items = content.map((item, index) => (
    // Items are a fixed sequence that never reorders, so the position is a stable key.
    <ProseItemView key={index} item={item} subheadingTag={subheadingTag} anchorId={anchors.get(index)?.id} quoteInMargin={toc.length === 0} />
  ));
  return (
    <SectionShell id={block.id} eyebrow={block.heading ? block.eyebrow : undefined} heading={block.heading}>
      {toc.length > 0 ? (
        // Date, then index, then text on phones; from lg the index sits in a sticky column beside both.
        <div css={t.withToc}>
          {updated && <div css={t.updatedCell}>{updated}</div>}
          <div css={t.tocColumn}>
            <ProseToc entries={toc} label={words.tocLabel} />
          </div>
          <div css={[s.body, t.bodyCell]}>{items}</div>
        </div>
      ) : (
        <div css={s.body}>
          {updated}
          {items}
        </div>
      )}
    </SectionShell>
  );
}
