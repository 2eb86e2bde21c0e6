import { colors } from "@/site/theme/colors";

/**
 * The results' looks, put in the page once when the search first opens: the pages carry none of it (the search
 * page's form and list are drawn by its block at build time, with the rest of the page; the panel's frame and field
 * by the page script, ../search-panel.ts).
 */
const CSS = `
.mc-search-body{padding:.75rem 1rem 1.25rem}
.mc-search-status{margin:0 0 .75rem;font-weight:600;color:${colors.text}}
.mc-search-filters{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1rem}
.mc-search-filters button{min-height:40px;padding:.25rem .875rem;border:2px solid ${colors.heading};border-radius:999px;background:${colors.card};color:${colors.heading};font:inherit;font-size:.9375rem;font-weight:600;cursor:pointer}
.mc-search-filters button[aria-pressed=true]{background:${colors.heading};color:${colors.card}}
.mc-search-list{list-style:none;margin:0;padding:0;display:grid;gap:.25rem}
.mc-search-list li{padding:.625rem .5rem;border-radius:.5rem}
.mc-search-list li:hover,.mc-search-list li:focus-within{background:${colors.tint}}
.mc-search-list a{display:inline-block;padding:.125rem 0;color:${colors.heading};font-weight:700;font-size:1.0625rem;text-underline-offset:.2em;overflow-wrap:anywhere}
.mc-search-meta{margin:.125rem 0 0;font-size:.875rem;color:${colors.textSoft}}
.mc-search-kind{font-weight:700;color:${colors.accentText}}
.mc-search-snippet{margin:.25rem 0 0;font-size:.9375rem;line-height:1.5;color:${colors.text};overflow-wrap:anywhere}
.mc-search-list mark{background:${colors.tintDeep};color:inherit;font-weight:700;border-radius:.125rem;padding:0 .0625rem}
.mc-search-more{display:inline-flex;margin-top:1rem;min-height:44px;align-items:center;padding:0 1rem;border:2px solid ${colors.heading};border-radius:999px;background:${colors.card};color:${colors.heading};font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
`;

export function addSearchStyles(): void {
  if (document.getElementById("mc-search-styles")) return;
  const style = document.createElement("style");
  style.id = "mc-search-styles";
  style.textContent = CSS;
  document.head.append(style);
}
