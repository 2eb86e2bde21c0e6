import { formatPhoneInput, phoneDigits } from "@/lib/phone";

/**
 * The phone field's value as the visitor types or pastes it. A number copied from a contact card
 * often carries the country code ("+55 11 98765-4321"); the form asks for the national number.
 * Brazilian landlines never start with 9, so a 9 after the DDD is a mobile: its hyphen goes after
 * the fifth digit from the start, instead of jumping there when the eleventh digit arrives.
 */
export function formatTypedPhone(typed: string): string {
  const digits = phoneDigits(typed);
  const national = (digits.length > 11 && digits.startsWith("55") ? digits.slice(2) : digits).slice(0, 11);
  const rest = national.slice(2);
  if (rest[0] !== "9") return formatPhoneInput(national);
  const ddd = `(${national.slice(0, 2)}) `;
  return rest.length <= 5 ? `${ddd}${rest}` : `${ddd}${rest.slice(0, 5)}-${rest.slice(5)}`;
}

/**
 * Where the caret belongs after formatting: just after the same number of digits it followed
 * before. Without this, fixing a digit in the middle throws the caret to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith("(") ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? "")) seen++;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}
