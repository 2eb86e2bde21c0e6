import type { Link as ContentLink } from "@/types/generated/content";
import { WhatsAppIcon } from "@/site/components/brand-icons";
import { buttonStyles } from "@/site/components/button-styles";
import { SmartLink } from "@/site/components/smart-link";
import { whatsappMessageOf } from "@/lib/links";

function styleFor(variant: ContentLink["variant"], onDark: boolean) {
  if (variant === "secundario") return onDark ? buttonStyles.secundarioOnDark : buttonStyles.secundario;
  if (variant === "texto") return onDark ? buttonStyles.textoOnDark : buttonStyles.texto;
  return buttonStyles.primario;
}

/** Like ActionLink, plus the WhatsApp mark on chat buttons: visitors see before tapping that the app will open. */
export function CtaAction({ link, onDark }: { link: ContentLink; onDark: boolean }) {
  return (
    <SmartLink href={link.href} css={styleFor(link.variant, onDark)}>
      {whatsappMessageOf(link.href) !== null && <WhatsAppIcon size={20} />}
      {link.label}
    </SmartLink>
  );
}
