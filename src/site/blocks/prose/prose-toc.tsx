import { useId } from "react";
import type { TocEntry } from "./anchors";
import { proseTocStyles as s } from "./prose-toc-styles";

/** "Nesta página" (the block's `tocLabel`): in-page links to each main subheading, so a long legal text can be skimmed. */
export function ProseToc({ entries, label }: { entries: TocEntry[]; label: string }) {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} css={s.toc}>
      <p id={labelId} css={s.tocLabel}>
        {label}
      </p>
      <ol css={s.tocList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} css={s.tocLink}>
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
