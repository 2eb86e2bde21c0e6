import type { Site } from "../types/generated/content";
import { CACHE_RULES, HASHED_FILES_CACHE_CONTROL } from "./cache-policy";
import { YOUTUBE_EMBED_ORIGIN } from "../lib/youtube";
import { headScriptHash } from "./inline-scripts";
import { speculationRulesHash } from "./speculation-rules";
import { withinHostLimits } from "./host-limits";

/** Hosts the facades may load after the visitor asks (docs/product-decisions.md): the map, and videos from YouTube's cookie-less host. */
const FRAME_HOSTS = ["https://maps.google.com", "https://www.google.com", YOUTUBE_EMBED_ORIGIN];

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * One Content-Security-Policy for `_headers` and the <meta> fallback. Scripts: only our own files,
 * never eval, and two inline scripts allowed by their hashes: the speculation rules the browser script adds (speculation-rules.ts)
 * and the head's one line, which applies the visitor's theme choice and marks a first visit for the fonts
 * (inline-scripts.ts, src/lib/web-fonts.ts).
 * JSON-LD and islands' props are inert JSON. Styles: Emotion inserts <style>
 * elements at runtime and a static host cannot mint per-request nonces, so style-src allows
 * 'unsafe-inline'; that cannot run code, and the only HTML we did not write (posts) is sanitised
 * with style attributes and <style> removed.
 */
export function contentSecurityPolicy(site: Site, { forMeta = false, base = "/", mediaOrigins = [] as readonly string[] } = {}): string {
  const endpoints = [...originOf(site.contact.formEndpoint), ...originOf(site.contact.newsletterEndpoint)];
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${speculationRulesHash(base)} ${headScriptHash}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // The sermons' audio plays from where the church keeps it (never from git): those hosts only, when there is audio.
    ...(mediaOrigins.length ? [`media-src 'self' ${mediaOrigins.join(" ")}`] : []),
    // Fonts, the manifest and our own fetches fall back to default-src 'self': naming them again would only add
    // bytes to every page's first round trip. connect-src is written when the forms post elsewhere.
    ...(endpoints.length ? [`connect-src 'self' ${endpoints.join(" ")}`] : []),
    `frame-src ${FRAME_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' mailto:${endpoints.map((e) => ` ${e}`).join("")}`,
    // Browsers ignore frame-ancestors in <meta>; only the header can forbid framing.
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join("; ");
}

/**
 * HSTS for a year. includeSubDomains reaches only the names under the host that sends it: served from
 * www.suaigreja.org.br it covers *.www.suaigreja.org.br, never the church's other subdomains
 * (e-mail, an old HTTP-only system). If the site ever moves to the bare domain, make sure every
 * subdomain answers over HTTPS first. No `preload`: joining the browsers' preload list is a commitment
 * for the whole domain that only the church can make, and is slow to undo.
 */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Features the site never uses, and the one it asks for itself: the position, only when a visitor presses "Perto de
 * mim" on the church list (src/site/browser/near-me.ts), for this origin alone, never a frame's (the map's).
 * interest-cohort (FLoC) is gone: browsers dropped it and Chrome now logs an "Unrecognized feature" error for it on
 * every page.
 */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(self), payment=(), usb=()";

/**
 * The editor at /admin/ (src/editor/app/, Decap CMS) needs what the site forbids: GitHub's API and avatars,
 * blobs for pictures not yet published, and a sign-in popup that can write back to it
 * (same-origin-allow-popups). Its scripts are as strict as the site's: it compiles no code at runtime (the
 * check's validators are written out when it is built, Decap's own configuration check is left out of it:
 * docs/site-editor.md). `npm run editor` serves the same policy, so the browser tests run Decap under it.
 * `siteUrl`: the editor has its own origin, and its previews show the pictures the site publishes at this address.
 */
export function editorSecurityPolicy(authUrl?: string, localBackend?: string, siteUrl?: string): string {
  // npm run editor: Decap talks to decap-server on another local port.
  const auth = [...originOf(authUrl), ...originOf(localBackend)];
  const site = originOf(siteUrl)
    .map((origin) => ` ${origin}`)
    .join("");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com${site}`,
    "font-src 'self' data:",
    // blob: Decap reads a picture being uploaded back from its own blob URL.
    `connect-src 'self' blob: https://api.github.com https://api.netlify.com${auth.map((origin) => ` ${origin}`).join("")}`,
    // The previews draw the site's own blocks, the map and video frames included.
    `frame-src 'self' blob: ${FRAME_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** What every answer of the site carries, pages or not. */
const EVERY_ANSWER = {
  "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "X-Frame-Options": "DENY",
};

/** The editor's own headers: its policy, a sign-in popup that can write back to it, and out of search engines. */
const editorHeaders = (policy: string) => ({
  "Content-Security-Policy": policy,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
});

interface Rule {
  path: string;
  /** Headers an earlier rule set that this one takes off first (Cloudflare's `! Name`). */
  detach?: string[];
  headers: Record<string, string>;
}

/** The `_headers` format: a path pattern, then indented `! Name` and `Name: value` lines; refused past a host's limits. */
function writeRules(rules: Rule[]): string {
  const lines = rules.flatMap(({ path, detach = [], headers }) => [
    path,
    ...detach.map((name) => `  ! ${name}`),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    "",
  ]);
  return withinHostLimits(lines.join("\n"));
}

/** Pages keep the hosts' own default (revalidate on every visit); hashed files and pictures are kept longer. */
const cacheRules = (): Rule[] => CACHE_RULES.map(({ path, cacheControl }) => ({ path, headers: { "Cache-Control": cacheControl } }));

export interface HeadersOptions {
  base?: string;
  /**
   * The editor's policy when the editor is served at /admin/ beside the site (the default); undefined when /admin/ is
   * only the doorway to the editor's own origin (SITE_EDITOR_URL), a page of the site like any other.
   */
  editorPolicy?: string;
  /** Where the sermons' audio plays from (audioOrigins). */
  mediaOrigins?: readonly string[];
}

/** The origins of the sermons' audio addresses, for the policy's media-src. */
export function audioOrigins(addresses: readonly (string | undefined)[]): string[] {
  return [...new Set(addresses.flatMap((address) => originOf(address)))].sort();
}

/**
 * `_headers` for Netlify and Cloudflare Pages (and the local server, which applies it as Cloudflare does): as many
 * rules whatever the number of pages (host-limits.ts). The site's policy is on every address ("/*": a 404 gets it
 * too); the editor's /admin/* takes it off and sets its own. The two hosts combine matching rules differently:
 * Cloudflare Pages joins two values of one header with a comma (for a policy, two policies, the stricter winning)
 * unless a later rule detaches it (`! Name`); Netlify gives the later matching rule's value and skips `!` lines. Put
 * after "/*", the editor's rule gives /admin/ its own policy, alone, on both. No other header is set by two rules
 * that match one address.
 */
export function headersFile(site: Site, { base = "/", editorPolicy, mediaOrigins }: HeadersOptions): string {
  const sitePolicy = { "Content-Security-Policy": contentSecurityPolicy(site, { base, mediaOrigins }), "Cross-Origin-Opener-Policy": "same-origin" };
  return writeRules([
    // Pages we open (WhatsApp, maps, calendars) and pages that open us get no handle on this window.
    { path: `${base}*`, headers: { ...EVERY_ANSWER, ...sitePolicy } },
    ...(editorPolicy ? [{ path: `${base}admin/*`, detach: Object.keys(sitePolicy), headers: editorHeaders(editorPolicy) }] : []),
    ...cacheRules(),
  ]);
}

/**
 * `_headers` of the editor deployed on its own origin (`npm run build -- --editor-only`): the editor is all it
 * serves, so its policy is on every address.
 */
export function editorOriginHeadersFile(editorPolicy: string): string {
  return writeRules([
    { path: "/*", headers: { ...EVERY_ANSWER, ...editorHeaders(editorPolicy) } },
    { path: "/admin/assets/*", headers: { "Cache-Control": HASHED_FILES_CACHE_CONTROL } },
  ]);
}
