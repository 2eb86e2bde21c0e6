import { Share2 } from "lucide-react";
import { buttonStyles } from "@/site/components/button-styles";
import { useWords } from "@/site/data/words-context";

/**
 * "Compartilhar" (docs/product-decisions.md): the phone's share sheet where there is one, otherwise the link
 * is copied and a toast says so (src/site/browser/share.ts, which reads the toasts' words from the button). Without
 * JavaScript the button is hidden.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const { notices } = useWords();
  return (
    <button
      type="button"
      data-requires-js
      data-share-title={title}
      data-share-text={text}
      data-share-done={notices.linkCopied}
      data-share-failed={notices.shareFailed}
      css={buttonStyles.secundarioOnDark}
    >
      <Share2 size={18} aria-hidden /> {notices.share}
    </button>
  );
}
