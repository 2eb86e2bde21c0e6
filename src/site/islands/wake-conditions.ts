/**
 * What an island's `<name>-wake.ts` asks to decide whether the visit needs it awake as the page opens
 * (src/site/browser/island-loaders.ts): read by the page script before any island's code is loaded.
 */
export const addressHas = (param: string): boolean => new URLSearchParams(window.location.search).has(param);

export function hasStored(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
