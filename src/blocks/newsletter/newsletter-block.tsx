import type { CSSObject } from "@emotion/react";
import type { NewsletterBlock as NewsletterBlockData } from "@/types/generated/content";
import { NewsletterForm } from "@/components/posts/newsletter-form";
import { SectionShell } from "@/components/section-shell";
import { theme } from "@/theme/theme";

const box: CSSObject = { maxWidth: "40rem", marginInline: "auto" };

/** The blog's newsletter box (docs/product-decisions.md "Inscrever"), usable on any page. */
export function NewsletterBlock({ block }: { block: NewsletterBlockData }) {
  return (
    <SectionShell id={block.id} tone="cream" heading={block.heading} intro={block.text} centered>
      <div css={[box, { color: theme.colors.ink }]}>
        <NewsletterForm />
      </div>
    </SectionShell>
  );
}
