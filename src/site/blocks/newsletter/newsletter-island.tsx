import { NewsletterForm, type NewsletterFormProps } from "@/site/components/posts/newsletter-form";
import { defineIsland } from "@/site/islands/island-definition";

/** The form wakes when it comes near the screen (or when the visitor reaches it first). */
export const newsletterIsland = defineIsland<NewsletterFormProps>({ name: "newsletter", component: NewsletterForm, wake: "visible" });
