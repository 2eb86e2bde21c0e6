import { expect, type Page } from "@playwright/test";
import { FONTS_LATER_ATTRIBUTE } from "../../../src/lib/web-fonts";
import { isPageReady, READY_ATTRIBUTES } from "../../../src/site/browser/page-ready";

/**
 * Collects Content-Security-Policy violations from both sides: the DOM event (with the blocked
 * URI and directive) and Chromium's "Refused to ..." console lines. Call before page.goto.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener("securitypolicyviolation", (event) => found.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}

/**
 * Waits until the page's script has run and every island that wakes on load has hydrated: by then
 * every script the page loads on its own has been fetched (and any CSP refusal has happened),
 * without networkidle's fixed half-second wait.
 */
export async function waitForPageScripts(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(isPageReady, READY_ATTRIBUTES);
}

/**
 * Waits until the page shows the church's fonts: a first visit paints with the fallbacks and switches once
 * the page's script has loaded them (src/lib/web-fonts.ts). Call after page.goto, before measuring text.
 */
export async function waitForWebFonts(page: Page) {
  await page.waitForFunction((attribute) => !document.documentElement.hasAttribute(attribute), FONTS_LATER_ATTRIBUTE);
  await page.evaluate(() => document.fonts.ready);
}

/** WCAG 2.5.8: every visible link and control at least 24×24 CSS px, except links inside a sentence. */
export function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest("dialog:not([open]), [hidden], [inert]")) continue;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === "hidden") continue;
      // Off-screen until focused (the skip link): not a target anyone can point at.
      if (rect.bottom + window.scrollY <= 0 || rect.right + window.scrollX <= 0) continue;
      if (rect.width >= 24 && rect.height >= 24) continue;
      // The inline exception: a link in a sentence is sized by the line of text around it.
      const block = element.parentElement?.closest("p, li, dd, td, label, figcaption, blockquote, span");
      const inSentence = style.display === "inline" && block && (block.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
      if (inSentence) continue;
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
      found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
    return found;
  });
}

/** The first Tab stop is the skip link, and following it puts keyboard focus on <main>. */
export async function expectSkipLinkToMain(page: Page) {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
}

/** Reads width × height from a PNG or JPEG header, without decoding the image. */
export function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset < bytes.length) {
      const marker = bytes[offset + 1] ?? 0;
      const length = bytes.readUInt16BE(offset + 2);
      // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      offset += 2 + length;
    }
  }
  throw new Error("imagem sem cabeçalho PNG ou JPEG legível");
}
