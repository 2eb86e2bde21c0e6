import type { JSX } from "react";
import { keepIconInline } from "./keep-icon-inline";
/** Brand marks drawn for this site (icon libraries no longer ship them). Decorative: labels come from the link. */
type BrandIconProps = { size?: number };

const svgProps = (size: number) => ({
  width: size,
  height: size,
  viewBox: "0 0 24 24",
  "aria-hidden": true,
});

/** `keepInline`: drawn on the first screen wherever it sits in the page (keep-icon-inline.ts). */
export function WhatsAppIcon({ size = 24, keepInline = false }: BrandIconProps & { keepInline?: boolean }) {
  return (
    <svg {...svgProps(size)} {...(keepInline ? keepIconInline : {})} fill="currentColor">
      <path d="M12 2.2a9.7 9.7 0 0 0-8.4 14.6L2.3 21.7l5-1.3A9.7 9.7 0 1 0 12 2.2Zm0 1.8a7.9 7.9 0 1 1-4.1 14.7l-.3-.2-2.9.8.8-2.8-.2-.3A7.9 7.9 0 0 1 12 4Z" />
      <path d="M9.1 7.3c-.2-.4-.4-.4-.6-.4h-.5c-.2 0-.5.1-.7.3-.3.3-.9.9-.9 2.2s1 2.6 1.1 2.7c.1.2 1.9 3 4.7 4.1 2.3.9 2.8.7 3.3.7.5-.1 1.6-.7 1.8-1.3.2-.6.2-1.2.2-1.3-.1-.1-.3-.2-.6-.3l-1.9-.9c-.3-.1-.5-.1-.7.2l-.8 1c-.2.2-.3.2-.6.1-.3-.1-1.2-.5-2.3-1.4-.8-.8-1.4-1.7-1.6-2-.1-.3 0-.4.1-.5l.5-.6.3-.5v-.5l-.8-2.1Z" />
    </svg>
  );
}

export function InstagramIcon({ size = 24 }: BrandIconProps) {
  return (
    <svg {...svgProps(size)} fill="none" stroke="currentColor" strokeWidth={1.8}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.4" cy="6.6" r="1.1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function YouTubeIcon({ size = 24 }: BrandIconProps) {
  return (
    <svg {...svgProps(size)} fill="currentColor">
      <path d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
    </svg>
  );
}

export function FacebookIcon({ size = 24 }: BrandIconProps) {
  return (
    <svg {...svgProps(size)} fill="currentColor">
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z" />
    </svg>
  );
}

export function TikTokIcon({ size = 24 }: BrandIconProps) {
  return (
    <svg {...svgProps(size)} fill="currentColor">
      <path d="M16.6 3h-3v12.2a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.6a5.7 5.7 0 1 0 4.8 5.6V9.1a7 7 0 0 0 4 1.3V7.3a4 4 0 0 1-4-4.3Z" />
    </svg>
  );
}

export type SocialNetwork = "instagram" | "youtube" | "facebook" | "tiktok";

export const socialNetworks: Record<SocialNetwork, { name: string; Icon: (props: BrandIconProps) => JSX.Element }> = {
  instagram: { name: "Instagram", Icon: InstagramIcon },
  youtube: { name: "YouTube", Icon: YouTubeIcon },
  facebook: { name: "Facebook", Icon: FacebookIcon },
  tiktok: { name: "TikTok", Icon: TikTokIcon },
};
