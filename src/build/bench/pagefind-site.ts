import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as pagefind from "pagefind";
import { builtPages } from "./search-pages";

/**
 * Pagefind's index of the same dist/ (the benchmark's only use of it): every page a visitor could land on,
 * its <main> only (header and footer would make every page match a church's name), in Portuguese, written
 * to dist/pagefind/, and a bare page that loads Pagefind's API on focus, searches on input and lists the
 * first five results, for the browser to time as it times this site's search.
 */
export async function addPagefind(dist: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ rootSelector: "main", forceLanguage: "pt" });
  if (!index) throw new Error(`o Pagefind não criou o índice: ${errors.join("; ")}`);
  for (const page of await builtPages(dist)) {
    const added = await index.addHTMLFile({ url: page.route, content: await readFile(join(dist, page.file), "utf8") });
    if (added.errors.length > 0) throw new Error(`o Pagefind recusou ${page.file}: ${added.errors.join("; ")}`);
  }
  const written = await index.writeFiles({ outputPath: join(dist, "pagefind") });
  if (written.errors.length > 0) throw new Error(`o Pagefind não gravou o índice: ${written.errors.join("; ")}`);
  await pagefind.close();
  await writeFile(join(dist, "pagefind-bench.html"), HARNESS_HTML);
  await writeFile(join(dist, "pagefind-bench.js"), HARNESS_SCRIPT);
}

const HARNESS_HTML = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Pagefind</title></head>
<body><label>Buscar <input id="q" type="search"></label><ol id="r"></ol><script type="module" src="/pagefind-bench.js"></script></body></html>
`;

// Pagefind's own API, as its documentation loads it: on intent, then one search per input.
const HARNESS_SCRIPT = `let loading;
const load = () => (loading ??= import("/pagefind/pagefind.js").then(async (pagefind) => { await pagefind.options({}); await pagefind.init(); return pagefind; }));
const input = document.getElementById("q");
const list = document.getElementById("r");
input.addEventListener("focus", () => void load());
input.addEventListener("input", async () => {
  const query = input.value;
  const pagefind = await load();
  const search = await pagefind.search(query);
  if (query !== input.value || !search) return;
  const results = await Promise.all(search.results.slice(0, 5).map((result) => result.data()));
  list.replaceChildren(...results.map((data) => { const item = document.createElement("li"); item.dataset.url = data.url; item.textContent = data.meta.title ?? data.url; return item; }));
  list.dataset.answered = "";
});
window.firstFivePages = async (query) => {
  const pagefind = await load();
  const search = await pagefind.search(query);
  return Promise.all(search.results.slice(0, 5).map(async (result) => (await result.data()).url));
};
`;
