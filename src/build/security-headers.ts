import type { Site } from "../types/generated/content";
import { CACHE_RULES } from "./cache-policy";
import { YOUTUBE_EMBED_ORIGIN } from "../lib/youtube";
import { headScriptHash } from "./inline-scripts";
import { speculationRulesHash } from "./speculation-rules";

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
export function contentSecurityPolicy(site: Site, { forMeta = false, base = "/" } = {}): string {
  const endpoints = [...originOf(site.contact.formEndpoint), ...originOf(site.contact.newsletterEndpoint)];
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${speculationRulesHash(base)} ${headScriptHash}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
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
 */
export function editorSecurityPolicy(authUrl?: string, localBackend?: string): string {
  // npm run editor: Decap talks to decap-server on another local port.
  const auth = [...originOf(authUrl), ...originOf(localBackend)];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
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

/** A rule block of the `_headers` format: a path pattern, then indented headers. */
function block(path: string, headers: Record<string, string>): string[] {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ""];
}

/**
 * The addresses of one top-level entry of the built site that serve a document: a page ("sobre.html" is
 * served at /sobre; hosts send /sobre.html there too) or a folder of pages and files. A policy on a
 * picture or a feed protects nothing, and Cloudflare Pages reads at most 100 rules: those get none.
 */
function patternsFor(entry: { name: string; folder: boolean }, base: string): string[] {
  if (entry.folder) return [`${base}${entry.name}`, `${base}${entry.name}/*`];
  if (entry.name === "index.html") return [base];
  if (entry.name.endsWith(".html")) return [`${base}${entry.name.slice(0, -".html".length)}`];
  return [];
}

export interface HeadersOptions {
  base?: string;
  /** The built site's top-level files and folders, the editor's folder left out (prerender.ts lists dist/). */
  siteEntries: { name: string; folder: boolean }[];
  /** The editor's sign-in server (SITE_EDITOR_AUTH_URL), when it is not Netlify's. */
  editorAuthUrl?: string;
}

/**
 * `_headers` for Netlify and Cloudflare Pages (and the e2e server, which applies it too). Both hosts
 * join the values of every rule that matches an address, so the site's Content-Security-Policy and
 * opener policy cannot sit on "/*": /admin/ would get two policies and the stricter one would win.
 * They are written per top-level entry of the site instead; an address matching none (a 404) still
 * gets the policy from the page's <meta>, and the rest of the headers from "/*".
 */
export function headersFile(site: Site, { base = "/", siteEntries, editorAuthUrl }: HeadersOptions): string {
  const sitePolicy = { "Content-Security-Policy": contentSecurityPolicy(site, { base }), "Cross-Origin-Opener-Policy": "same-origin" };
  return [
    ...block(`${base}*`, {
      "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": PERMISSIONS_POLICY,
      "X-Frame-Options": "DENY",
    }),
    // Pages we open (WhatsApp, maps, calendars) and pages that open us get no handle on this window.
    ...[...new Set(siteEntries.flatMap((entry) => patternsFor(entry, base)))].flatMap((path) => block(path, sitePolicy)),
    ...[`${base}admin`, `${base}admin/*`].flatMap((path) =>
      block(path, {
        "Content-Security-Policy": editorSecurityPolicy(editorAuthUrl),
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        "X-Robots-Tag": "noindex, nofollow",
      }),
    ),
    // Pages keep the hosts' own default (revalidate on every visit): a "/*" rule would be merged into
    // these by Netlify and Cloudflare Pages, giving two contradicting Cache-Control values.
    ...CACHE_RULES.flatMap(({ path, cacheControl }) => [path, `  Cache-Control: ${cacheControl}`, ""]),
  ].join("\n");
}
