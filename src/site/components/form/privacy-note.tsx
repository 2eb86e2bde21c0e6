import type { Link } from "@/types/generated/content";
import { SmartLink } from "@/site/components/smart-link";
import { formStyles as s } from "./form-styles";

/** The sentence under a form's buttons about what its data is for, and its link (usually /privacidade); nothing when neither is set. */
export function PrivacyNote({ note, link }: { note?: string; link?: Link }) {
  if (!note && !link) return null;
  return (
    <p css={s.privacy}>
      {note}
      {note && link && " "}
      {link && <SmartLink href={link.href}>{link.label}</SmartLink>}
    </p>
  );
}
