/**
 * The blog list's state in the address: its filter (/blog?category=Palavra do Mês) and how many of its pages are
 * shown (/blog?pagina=2, after "Mostrar mais"). Its own module, importing nothing, because the page script reads it
 * without loading the list's code (src/site/browser/island-loaders.ts).
 */
export const CATEGORY_PARAM = "category";
export const PAGES_PARAM = "pagina";
