import { Share2 } from "lucide-react";
import { buttonStyles } from "@/site/components/button-styles";

/**
 * "Compartilhar" (docs/product-decisions.md): the phone's share sheet where there is one, otherwise the link
 * is copied and a toast says so (src/site/browser/share.ts). Without JavaScript the button is hidden.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  return (
    <button type="button" data-requires-js data-share-title={title} data-share-text={text} css={buttonStyles.secundarioOnDark}>
      <Share2 size={18} aria-hidden /> Compartilhar
    </button>
  );
}
