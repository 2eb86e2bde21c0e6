import type { CSSObject } from "@emotion/react";
import type { NewsletterBlock as NewsletterBlockData } from "@/types/generated/content";
import { FormFallback } from "@/site/components/form/form-fallback";
import { newsletterProps } from "@/site/components/posts/newsletter-props";
import { SectionShell } from "@/site/components/section-shell";
import { useCollection } from "@/site/data/collections-context";
import { useSite } from "@/site/data/site-context";
import { Island } from "@/site/islands/island";
import { theme } from "@/site/theme/theme";
import { newsletterIsland } from "./newsletter-island";
import { newsletterWords } from "@/site/components/posts/newsletter-words";

const box: CSSObject = { maxWidth: "40rem", marginInline: "auto" };

/** The blog's newsletter box (docs/product-decisions.md "Inscrever"), usable on any page. */
export function NewsletterBlock({ block }: { block: NewsletterBlockData }) {
  const site = useSite();
  const blog = useCollection("blog");
  return (
    <SectionShell id={block.id} tone="cream" heading={block.heading} intro={block.text} centered>
      <div css={[box, { color: theme.colors.text }]}>
        <Island
          island={newsletterIsland}
          props={newsletterProps(site, blog.name, newsletterWords(block))}
          siteWide
          fallback={<FormFallback words={block.unavailable} whatsapp={site.contact.whatsapp} email={site.contact.email} />}
        />
      </div>
    </SectionShell>
  );
}
