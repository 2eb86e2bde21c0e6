import { Share2 } from "lucide-react";
import { buttonStyles } from "@/components/button-styles";
import { useToast } from "@/components/toast/toast-provider";

/**
 * "Compartilhar" (docs/product-decisions.md): the phone's share sheet where there is one, otherwise the link
 * is copied and a toast says so.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const toast = useToast();

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show("Link copiado", { tone: "success" });
    } catch {
      toast.show(`Não foi possível copiar. Copie o endereço: ${url}`, { duration: 8000 });
    }
  }

  return (
    <button type="button" data-requires-js css={buttonStyles.secundarioOnDark} onClick={share}>
      <Share2 size={18} aria-hidden /> Compartilhar
    </button>
  );
}
