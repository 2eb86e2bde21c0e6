import { contactEndpointBody } from "./contact-message";
import type { ContactFields } from "./contact-validation";

/** A form service that has not answered in this long is treated as down; the visitor can retry. */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * POSTs the fields to site.json's `contact.formEndpoint`. Resolves true only on a 2xx answer;
 * anything else (network error, timeout, 4xx/5xx) is false, and the caller keeps the text.
 * `Accept: application/json` makes Formspree answer with JSON instead of redirecting to its page.
 */
export async function sendToEndpoint(endpoint: string, fields: ContactFields): Promise<boolean> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: contactEndpointBody(fields),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    window.clearTimeout(timer);
  }
}
