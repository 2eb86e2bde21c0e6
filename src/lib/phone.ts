/** Brazilian numbers are written "(11) 91234-5678" in content; links need the bare digits with +55. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

export function telHref(phone: string): string {
  return `tel:+55${phoneDigits(phone)}`;
}

/** Formats what a visitor types into "(11) 98765-4321" (mobile) or "(11) 3456-7890" (landline). */
export function formatPhoneInput(typed: string): string {
  const digits = phoneDigits(typed).slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  const splitAt = rest.length > 8 ? 5 : 4;
  if (rest.length <= splitAt) return `(${ddd}) ${rest}`;
  return `(${ddd}) ${rest.slice(0, splitAt)}-${rest.slice(splitAt)}`;
}

/**
 * Brazilian numbers: DDD (two digits, no zeros: 11–99) plus 8 digits for a landline or 9 starting
 * with 9 for a mobile. Typing "+55" or a pasted international number is handled before this.
 */
export function isValidBrazilianPhone(phone: string): boolean {
  const digits = phoneDigits(phone);
  if (digits.length !== 10 && digits.length !== 11) return false;
  if (digits[0] === "0" || digits[1] === "0") return false;
  return digits.length === 10 || digits[2] === "9";
}
