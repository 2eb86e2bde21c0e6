/** One block of a Netlify/Cloudflare `_headers` file: a path pattern, the headers it takes off, and those it sets. */
export interface HeaderRule {
  path: string;
  pattern: RegExp;
  /** `! Name` lines: Cloudflare's way to take a header an earlier rule set off this path (Netlify ignores them). */
  detach: string[];
  headers: Record<string, string>;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/:[a-z]+/gi, "[^/]+");
  return new RegExp(`^${escaped}$`);
}

/** Parses the `_headers` format: an unindented path line, then indented "Name: value" or "! Name" lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), pattern: patternToRegExp(line.trim()), detach: [], headers: {} });
      continue;
    }
    const rule = rules[rules.length - 1];
    const detached = /^!\s*(\S+)$/.exec(line.trim());
    const colon = line.indexOf(":");
    if (rule && detached?.[1]) rule.detach.push(detached[1]);
    else if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The headers Cloudflare Pages sends for `pathname` (measured on its runtime, workerd through `wrangler pages dev`,
 * and documented at developers.cloudflare.com/pages/configuration/headers/): every matching rule in the file's order;
 * a rule's `! Name` lines first take that header off, then its values are set, joined with ", " to a value an earlier
 * rule set. The local server (static-server.ts) answers this way.
 */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const sent = new Map<string, [name: string, value: string]>();
  for (const rule of rules.filter((candidate) => candidate.pattern.test(pathname))) {
    for (const name of rule.detach) sent.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const earlier = sent.get(name.toLowerCase());
      sent.set(name.toLowerCase(), earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(sent.values());
}

/**
 * The headers Netlify sends for `pathname`, as its own engine works them out (netlify/primitives' @netlify/headers,
 * headersForPath, the engine of `netlify dev`): every matching rule in order, a later rule's value of a header
 * replacing an earlier one's; its parser skips `! Name` lines (no colon).
 */
export function netlifyHeadersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(pathname)).map((rule) => rule.headers)) as Record<string, string>;
}
