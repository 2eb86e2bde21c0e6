/**
 * The `_headers` file read the way Cloudflare Pages reads it (the asset server wrangler runs, proven side by side
 * by tests/e2e/host-parity.spec.ts): one block per path pattern, `*` a splat and `:name` a placeholder (both may
 * be written into the values), `! Name` removes a header a broader rule set. Where a file breaks a host limit, the
 * host's reading is kept rather than the file's intent: a second block for the same pattern replaces the first
 * (in the first one's place), and past the 100th rule or a 2,000-character line the rest is not applied.
 */
export interface HeaderRule {
  path: string;
  pattern: RegExp;
  /** The headers it sets, named as the file writes them (HTTP names are read without case). */
  headers: Record<string, string>;
  /** The headers it removes (`! Name`), in lower case. */
  unset: string[];
}

const MAX_RULES = 100;
const MAX_LINE_LENGTH = 2000;

const escapeRegExp = (text: string) => text.replace(/[-/\\^$+?.()|[\]{}]/g, "\\$&");

/** "/blog/*" → ^\/blog\/(?<splat>.*)$; "/:lang/sobre" → ^\/(?<lang>[^/]+)\/sobre$. */
function patternToRegExp(path: string): RegExp {
  const withSplat = path.split("*").map(escapeRegExp).join("(?<splat>.*)");
  return new RegExp(`^${withSplat.replace(/:([A-Za-z]\w*)/g, "(?<$1>[^/]+)")}$`);
}

/** A rule's path as the host keeps it: the path part of a URL, dot segments resolved. */
function rulePath(line: string): string | undefined {
  if (!line.startsWith("/")) return undefined;
  try {
    return new URL(`//${line}`, "relative://").pathname;
  } catch {
    return undefined;
  }
}

export function parseHeadersFile(text: string): HeaderRule[] {
  type Block = Omit<HeaderRule, "pattern" | "path"> & { path?: string };
  const byPath = new Map<string, Block>();
  let current: Block | undefined;
  let blocks = 0;
  // A block counts once it has a header; a later valid block for the same path replaces it, in its place (the host
  // keeps its rules in an object keyed by path).
  const commit = () => {
    if (current?.path !== undefined && (Object.keys(current.headers).length > 0 || current.unset.length > 0)) byPath.set(current.path, current);
  };
  for (const rawLine of text.split("\n")) {
    const line = rawLine.trim();
    if (line === "" || line.startsWith("#") || line.length > MAX_LINE_LENGTH) continue;
    if (/^([^\s]+:\/\/|\/)/.test(line)) {
      // The limit counts blocks as written, before a repeated path replaces an earlier one.
      commit();
      if (++blocks > MAX_RULES) {
        current = undefined;
        break;
      }
      // Absolute URLs (rules for one host name) are not used by this site: such a block applies nowhere here.
      current = { path: rulePath(line), headers: {}, unset: [] };
      continue;
    }
    if (!current) continue;
    if (line.startsWith("! ")) {
      current.unset.push(line.slice(2).trim().toLowerCase());
      continue;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const written = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (written.includes(" ") || value === "") continue;
    const name = Object.keys(current.headers).find((key) => key.toLowerCase() === written.toLowerCase()) ?? written;
    current.headers[name] = current.headers[name] ? `${current.headers[name]}, ${value}` : value;
  }
  commit();
  return [...byPath].map(([path, { headers, unset }]) => ({ path, pattern: patternToRegExp(path), headers, unset }));
}

/**
 * The headers for a request's path (as the URL spells it, not decoded), over `base` (the response's own): each
 * matching rule in the file's order removes what it unsets, then sets its headers; a header an earlier rule set
 * is appended to, comma-separated, as Cloudflare does.
 */
export function applyHeaderRules(rules: HeaderRule[], pathname: string, base: Record<string, string> = {}): Record<string, string> {
  const headers = new Map(Object.entries(base).map(([name, value]) => [name.toLowerCase(), { name, value }]));
  const setByRules = new Set<string>();
  for (const rule of rules) {
    const match = rule.pattern.exec(pathname);
    if (!match) continue;
    for (const name of rule.unset) headers.delete(name);
    for (const [name, template] of Object.entries(rule.headers)) {
      let value = template;
      for (const [key, replacement] of Object.entries(match.groups ?? {})) value = value.replaceAll(`:${key}`, replacement ?? "");
      const key = name.toLowerCase();
      const earlier = setByRules.has(key) ? headers.get(key)?.value : undefined;
      headers.set(key, { name, value: earlier ? `${earlier}, ${value}` : value });
      setByRules.add(key);
    }
  }
  return Object.fromEntries([...headers.values()].map(({ name, value }) => [name, value]));
}

/**
 * The headers Netlify sends for `pathname`, as its own engine works them out (netlify/primitives' @netlify/headers,
 * headersForPath, the engine of `netlify dev`): every matching rule in order, a later rule's value of a header
 * replacing an earlier one's; its parser skips `! Name` lines (no colon).
 */
export function netlifyHeadersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(pathname)).map((rule) => rule.headers)) as Record<string, string>;
}

/** The headers the rules alone give a path (what the build's tests read). */
export const headersFor = (rules: HeaderRule[], pathname: string) => applyHeaderRules(rules, pathname);
