// C0 and C1 controls, line and paragraph separators, and the bidi overrides that can make a text read
// differently from what it is. Only multi-line fields keep their line breaks.
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n?|[\n\u2028\u2029]/g;

/**
 * What may enter a form field from outside the keyboard (a link's query, a restored draft): no control
 * characters, line breaks only where the field is multi-line, and no longer than the field allows, so a
 * planted 100 KB draft can never become a 100 KB WhatsApp link.
 */
export function cleanFieldText(value: string, { max, multiline }: { max: number; multiline: boolean }): string {
  const text = value.replace(LINE_BREAKS, multiline ? "\n" : " ");
  const clean = (multiline ? text : text.replace(/\t/g, " ")).replace(UNSAFE, "");
  return [...clean].slice(0, max).join("");
}
