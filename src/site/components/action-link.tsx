import type { Link as ContentLink } from "@/types/generated/content";
import { buttonStyles } from "./button-styles";
import { SmartLink } from "./smart-link";

type ActionLinkProps = { link: ContentLink; onDark?: boolean };

/** A content-defined button ({label, href, variant}) drawn in the site's button styles. */
export function ActionLink({ link, onDark = false }: ActionLinkProps) {
  const variant = link.variant ?? "primario";
  const style =
    variant === "primario"
      ? buttonStyles.primario
      : variant === "secundario"
        ? onDark
          ? buttonStyles.secundarioOnDark
          : buttonStyles.secundario
        : onDark
          ? buttonStyles.textoOnDark
          : buttonStyles.texto;
  return (
    <SmartLink href={link.href} css={style}>
      {link.label}
    </SmartLink>
  );
}
