/**
 * The whole inline syntax editors get inside prose texts, kept tiny on purpose so it can never
 * smuggle markup in: `**bold**`, e-mail addresses (linked as mailto:) and the phrases a content
 * item lists in its `links`. Everything else is plain text, rendered by React as text nodes.
 */
export type InlineNode =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: InlineNode[] }
  | { kind: "link"; href: string; text: string };

export type InlineLink = { text: string; href: string };

const BOLD = /\*\*([^*]+)\*\*/g;
// Every dot must be followed by a name part, so the full stop ending a sentence stays outside the link.
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Links and e-mails inside a run of text that has no bold markers left. */
function parseLinks(text: string, links: readonly InlineLink[]): InlineNode[] {
  // Longest phrases first, so "Política de Privacidade da igreja" wins over "Política de Privacidade".
  const phrases = [...links].sort((a, b) => b.text.length - a.text.length);
  const alternatives = [...phrases.map((link) => escapeRegExp(link.text)), EMAIL.source];
  const pattern = new RegExp(alternatives.map((source) => `(${source})`).join("|"), "g");
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    if (index > last) nodes.push({ kind: "text", text: text.slice(last, index) });
    const phraseIndex = match.slice(1).findIndex((group) => group !== undefined);
    const phrase = phrases[phraseIndex];
    nodes.push({ kind: "link", href: phrase ? phrase.href : `mailto:${match[0]}`, text: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push({ kind: "text", text: text.slice(last) });
  return nodes;
}

/** Splits a prose text into plain, bold and linked runs. Unpaired `**` stays as typed (the schema refuses it anyway). */
export function parseInline(text: string, links: readonly InlineLink[] = []): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    if (match.index > last) nodes.push(...parseLinks(text.slice(last, match.index), links));
    nodes.push({ kind: "strong", children: parseLinks(match[1] ?? "", links) });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(...parseLinks(text.slice(last), links));
  return nodes;
}
