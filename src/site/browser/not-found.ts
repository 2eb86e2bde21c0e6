import { NOT_FOUND_ADDRESSES_ID, resolveMissingAddress, type SiteAddresses } from "@/lib/site-addresses";

/**
 * Runs on the 404 page only (static hosts serve it for any unknown address): an address the site has
 * under another spelling (/SOBRE, /sobre/, /sobre.html) or a post id that does not exist (/blog/abc,
 * spec: back to the list) is replaced at once; anything else is logged and the page stays.
 */
export function handleNotFound(): void {
  const element = document.getElementById(NOT_FOUND_ADDRESSES_ID);
  if (!element?.textContent) return;
  const addresses = JSON.parse(element.textContent) as SiteAddresses;
  const { pathname, search, hash } = window.location;
  const target = resolveMissingAddress(pathname, addresses);
  if (target === "/blog") {
    window.location.replace(`${addresses.base}/blog`);
    return;
  }
  if (target) {
    window.location.replace(`${addresses.base}${target}${search}${hash}`);
    return;
  }
  console.warn(`404: página não encontrada: ${pathname}`);
}
