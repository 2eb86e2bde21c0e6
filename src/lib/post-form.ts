/** A form service that has not answered in this long is treated as down; the visitor can retry. */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * POSTs url-encoded fields to a form service (site.json's formEndpoint or newsletterEndpoint).
 * Resolves true only on a 2xx answer; anything else (network error, timeout, 4xx/5xx) is false,
 * and the caller keeps what the visitor typed. Url-encoding keeps it a "simple" cross-origin
 * request (no CORS preflight); `Accept: application/json` makes Formspree answer with JSON instead
 * of redirecting to its own page.
 */
export async function postForm(endpoint: string, body: URLSearchParams): Promise<boolean> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const response = await fetch(endpoint, { method: "POST", headers: { Accept: "application/json" }, body, signal: controller.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    window.clearTimeout(timer);
  }
}
