import { JSDOM, VirtualConsole } from "jsdom";
import { createPostSanitizer, type PostSanitizer, type SanitizerWindow } from "../core/posts/sanitize-html";

let sanitizer: PostSanitizer | undefined;

/**
 * The core's sanitiser on a jsdom window, made once per thread (jsdom takes most of a second to start).
 * jsdom reports what it cannot parse (a hostile <style>) on the console; the removal list says it better.
 */
export function jsdomSanitizer(): PostSanitizer {
  if (!sanitizer) {
    const { window } = new JSDOM("", { virtualConsole: new VirtualConsole() });
    sanitizer = createPostSanitizer(window as unknown as SanitizerWindow);
  }
  return sanitizer;
}

/** Cleans one post body at build: the core's sanitizer on this thread's jsdom. */
export const sanitizePostHtml: PostSanitizer = (dirty, options) => jsdomSanitizer()(dirty, options);
