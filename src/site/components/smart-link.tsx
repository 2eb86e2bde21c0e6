import type { ReactNode } from "react";
import type { Interpolation, Theme } from "@emotion/react";
import { withBase } from "@/lib/base-path";
import { useSite } from "@/site/data/site-context";
import { useNewTabWords } from "@/site/data/words-context";
import { isInternalHref, whatsappMessageOf } from "@/lib/links";
import { whatsappHref } from "@/lib/whatsapp";
import { visuallyHidden } from "./visually-hidden";

type SmartLinkProps = {
  href: string;
  children: ReactNode;
  css?: Interpolation<Theme>;
  className?: string;
  "aria-label"?: string;
  "aria-current"?: "page";
  onClick?: () => void;
};

/**
 * One link element for every href an editor can write: site pages and files get the base path,
 * "whatsapp:<message>" opens a chat with the church's number and the message already typed,
 * and anything external opens in a new tab without leaking the opener.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const site = useSite();
  const newTabs = useNewTabWords();
  const whatsappMessage = whatsappMessageOf(href);
  if (whatsappMessage !== null) {
    return (
      <a href={whatsappHref(site.contact.whatsapp, whatsappMessage)} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span css={visuallyHidden}>{` ${newTabs.whatsappNewTab}`}</span>
      </a>
    );
  }
  if (isInternalHref(href)) {
    return (
      <a href={withBase(href)} {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith("#") || href.startsWith("mailto:") || href.startsWith("tel:")) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span css={visuallyHidden}>{` ${newTabs.newTab}`}</span>
    </a>
  );
}
