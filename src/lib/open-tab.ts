/**
 * Opens `href` in a new tab as rel="noopener" would, and tells whether the browser allowed it.
 * window.open with "noopener" always returns null, so a popup blocker could not be told apart
 * from success: the tab opens blank, loses its opener, and only then goes to `href`.
 */
export function openInNewTab(href: string): boolean {
  const opened = window.open("", "_blank");
  if (!opened) return false;
  opened.opener = null;
  opened.location.href = href;
  return true;
}
