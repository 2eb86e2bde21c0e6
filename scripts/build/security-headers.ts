import type { Site } from "../../src/types/generated/content";

/** Hosts the map facade may load after the visitor asks for it (decisions.md: map behind a facade). */
const MAP_FRAME_HOSTS = ["https://maps.google.com", "https://www.google.com"];

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
 * never inline or eval (JSON-LD and route data are inert JSON). Styles: Emotion inserts <style>
 * elements at runtime and a static host cannot mint per-request nonces, so style-src allows
 * 'unsafe-inline'; that cannot run code, and the only HTML we did not write (posts) is sanitised
 * with style attributes and <style> removed.
 */
export function contentSecurityPolicy(site: Site, { forMeta = false } = {}): string {
  const endpoints = [...originOf(site.contact.formEndpoint), ...originOf(site.contact.newsletterEndpoint)];
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${endpoints.map((e) => ` ${e}`).join("")}`,
    `frame-src ${MAP_FRAME_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' mailto:${endpoints.map((e) => ` ${e}`).join("")}`,
    "manifest-src 'self'",
    // Browsers ignore frame-ancestors in <meta>; only the header can forbid framing.
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join("; ");
}

/** `_headers` for Netlify and Cloudflare Pages (and the e2e server, which applies it too). */
export function headersFile(site: Site): string {
  return [
    "/*",
    `  Content-Security-Policy: ${contentSecurityPolicy(site)}`,
    "  Strict-Transport-Security: max-age=31536000; includeSubDomains",
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "  X-Frame-Options: DENY",
    "",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n");
}
