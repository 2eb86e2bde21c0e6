import { useId } from "react";
import type { CtaBlock as CtaBlockData } from "@/types/generated/content";
import { ContentIcon } from "@/site/components/content-icon";
import { CtaAction } from "./cta-action";
import { ctaStyles as s, ctaTones } from "./cta-styles";

/** A short invitation with up to three buttons (often "whatsapp:" ones), centred on a band of its tone. */
export function CtaBlock({ block }: { block: CtaBlockData }) {
  const tone = ctaTones[block.tone ?? "creme"];
  const onDark = block.tone === "escura";
  const generatedId = useId();
  const headingId = block.id ? `${block.id}-titulo` : generatedId;
  return (
    <section id={block.id} aria-labelledby={headingId} css={[s.section, tone.section]}>
      <div css={s.inner}>
        {block.icon && (
          <span css={[s.medallion, tone.medallion]}>
            <ContentIcon name={block.icon} size={30} />
          </span>
        )}
        {block.eyebrow && <span css={[s.eyebrow, { color: tone.accent }]}>{block.eyebrow}</span>}
        <h2 id={headingId} css={s.heading}>
          {block.heading}
        </h2>
        {block.text && <p css={[s.text, { color: tone.soft }]}>{block.text}</p>}
        <div css={s.actions}>
          {block.actions.map((action) => (
            <CtaAction key={action.href + action.label} link={action} onDark={onDark} />
          ))}
        </div>
        {block.note && <p css={[s.note, { color: tone.soft }]}>{block.note}</p>}
      </div>
    </section>
  );
}
