import type { Site } from "@/types/generated/content";
import type { NewsletterWords } from "./newsletter-words";
import type { NewsletterFormProps } from "./newsletter-form";

/** The newsletter form's props from site.json, what is subscribed to (the blog page's title) and the box's words. */
export function newsletterProps(site: Site, name: string, words: NewsletterWords, compact = false): NewsletterFormProps {
  return {
    name,
    siteName: site.name,
    churchEmail: site.contact.email,
    ...(site.contact.newsletterEndpoint ? { endpoint: site.contact.newsletterEndpoint } : {}),
    privacy: { href: site.legal.privacy.href, label: site.legal.privacy.label },
    words,
    compact,
  };
}
