import { colors, translucent } from "@/site/theme/colors";

/**
 * The search's looks, put in the page once when the search first opens: the pages carry none of it (the
 * search page's form and list are drawn by its block at build time, with the rest of the page).
 */
const CSS = `
.mc-search-panel{box-sizing:border-box;width:100%;max-width:100%;height:100%;max-height:100%;margin:0;padding:0;border:0;background:${colors.card};color:${colors.text};overflow:auto;overscroll-behavior:contain}
.mc-search-panel::backdrop{background:${translucent("scrim", 0.55)}}
@media (min-width:640px){.mc-search-panel{width:min(44rem,calc(100% - 2rem));height:auto;max-height:calc(100% - 6rem);margin:3rem auto auto;border-radius:1rem;box-shadow:0 20px 50px ${translucent("shadow", 0.35)}}}
.mc-search-bar{position:sticky;top:0;z-index:1;display:flex;gap:.5rem;align-items:center;padding:.75rem 1rem;background:${colors.card};border-bottom:1px solid ${colors.line}}
.mc-search-bar input{flex:1;min-width:0;min-height:48px;padding:.5rem .875rem;border:2px solid ${colors.textSoft};border-radius:.5rem;font:inherit;font-size:1.125rem;color:${colors.text};background:${colors.card}}
.mc-search-close{min-height:44px;padding:0 .875rem;border:2px solid ${colors.heading};border-radius:999px;background:${colors.card};color:${colors.heading};font:inherit;font-weight:600;cursor:pointer}
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
