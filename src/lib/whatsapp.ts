import { phoneDigits } from "./phone";

/** The one place WhatsApp links are built (docs/product-decisions.md): wa.me with digits only and an encoded text. */
export function whatsappHref(phone: string, message: string): string {
  return `https://wa.me/55${phoneDigits(phone)}?text=${encodeURIComponent(message)}`;
}
