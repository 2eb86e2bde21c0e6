/**
 * Marks an island's props as the same on every page it is on (Island's `siteWide`): the build moves them to a file of
 * their own, whatever their size, and takes the mark away (src/build/island-props-files.ts). The browser never reads it,
 * so it lives apart from island-definition.ts, which the page script imports.
 */
export const SITE_WIDE_PROPS_ATTRIBUTE = "data-site-wide";
