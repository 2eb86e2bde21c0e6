import type { PlaceholderValue } from "@/lib/text-placeholders";

/**
 * The whole inline syntax editors get inside prose texts, kept tiny on purpose so it can never
 * smuggle markup in: `**bold**`, e-mail addresses (linked as mailto:), the phrases a content item
 * lists in its `links` and site.json's contacts as `{email}`-style placeholders. Everything else
 * is plain text, rendered by React as text nodes.
 */
export type InlineNode = { kind: "text"; text: string } | { kind: "strong"; children: InlineNode[] } | { kind: "link"; href: string; text: string };

export type InlineLink = { text: string; href: string };
/** Placeholder name → what it shows; a name missing here stays as typed (the content check refuses it). */
export type InlineFacts = Readonly<Record<string, PlaceholderValue>>;

const BOLD = /\*\*([^*]+)\*\*/g;
// Every dot must be followed by a name part, so the full stop ending a sentence stays outside the link.
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PLACEHOLDER = /\{[a-z-]+\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function placeholderNode(token: string, facts: InlineFacts): InlineNode {
  const value = facts[token.slice(1, -1)];
  if (!value) return { kind: "text", text: token };
  return value.href ? { kind: "link", href: value.href, text: value.text } : { kind: "text", text: value.text };
}

/** Links, e-mails and placeholders inside a run of text that has no bold markers left. */
function parseLinks(text: string, links: readonly InlineLink[], facts: InlineFacts): InlineNode[] {
  // Longest phrases first, so "Política de Privacidade da igreja" wins over "Política de Privacidade".
  const phrases = [...links].sort((a, b) => b.text.length - a.text.length);
  const alternatives = [...phrases.map((link) => escapeRegExp(link.text)), EMAIL.source, PLACEHOLDER.source];
  const pattern = new RegExp(alternatives.map((source) => `(${source})`).join("|"), "g");
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    if (index > last) nodes.push({ kind: "text", text: text.slice(last, index) });
    const groupIndex = match.slice(1).findIndex((group) => group !== undefined);
    const phrase = phrases[groupIndex];
    if (phrase) nodes.push({ kind: "link", href: phrase.href, text: match[0] });
    else if (groupIndex === phrases.length) nodes.push({ kind: "link", href: `mailto:${match[0]}`, text: match[0] });
    else nodes.push(placeholderNode(match[0], facts));
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push({ kind: "text", text: text.slice(last) });
  return nodes;
}

/** Splits a prose text into plain, bold and linked runs. Unpaired `**` stays as typed (the schema refuses it anyway). */
export function parseInline(text: string, links: readonly InlineLink[] = [], facts: InlineFacts = {}): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    if (match.index > last) nodes.push(...parseLinks(text.slice(last, match.index), links, facts));
    nodes.push({ kind: "strong", children: parseLinks(match[1] ?? "", links, facts) });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(...parseLinks(text.slice(last), links, facts));
  return nodes;
}
