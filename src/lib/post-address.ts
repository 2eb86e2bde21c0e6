/**
 * The blog list's filter in the address (/blog?category=Palavra do Mês). Its own module, importing nothing,
 * because the page script reads it without loading the list's code (src/site/browser/island-loaders.ts).
 */
export const CATEGORY_PARAM = "category";
