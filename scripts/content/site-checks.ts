import { CATEGORY_PARAM } from "../../src/content/posts";
import type { ContentFile } from "./content-kinds";
import type { Finding } from "./schema-messages";
import { isRoutedPage, normaliseText, type SiteFacts } from "./site-facts";
import { didYouMean } from "./suggest";

const byName = (a: string, b: string) => a.localeCompare(b, "pt-BR");

/**
 * A link such as "/blog?category=Missões" opens the blog already filtered. It must land on a page
 * with the blog list and name a category some post has, or the visitor sees an empty list.
 * Called only for links that already resolve to a page.
 */
export function checkCategoryLink(href: string, facts: SiteFacts): string | undefined {
  const beforeHash = href.split("#")[0] ?? "";
  const queryAt = beforeHash.indexOf("?");
  if (!href.startsWith("/") || queryAt < 0) return undefined;
  const params = new URLSearchParams(beforeHash.slice(queryAt + 1));
  const category = params.get(CATEGORY_PARAM);
  if (category === null) return undefined;
  const rawPath = beforeHash.slice(0, queryAt);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;
  if (!facts.postListRoutes.has(path)) {
    const lists = [...facts.postListRoutes].sort(byName);
    const where = lists.length > 0 ? `: use ${lists.map((route) => `"${route}?${CATEGORY_PARAM}=..."`).join(" ou ")}` : "";
    return `o filtro ?${CATEGORY_PARAM}= só funciona na página com a lista de artigos (bloco "post-list")${where}`;
  }
  if (facts.postCategories.has(category)) return undefined;
  const known = [...facts.postCategories].sort(byName);
  const listed = known.length > 0 ? `Categorias com artigos: ${known.join(", ")}` : "Ainda não há artigos em site-content/posts/.";
  return `nenhum artigo tem a categoria "${category}": o filtro mostraria uma lista vazia. ${didYouMean(category, known)}${listed}`;
}

/** Two pages with one title (or one description) look like duplicates in the browser tab and on Google. */
export function duplicatePageTexts(file: ContentFile, facts: SiteFacts): Finding[] {
  const findings: Finding[] = [];
  if (!isRoutedPage(file)) return findings;
  const page = file.json.value as { title?: unknown; description?: unknown };
  const firstTitle = typeof page.title === "string" ? facts.firstPageWithTitle.get(normaliseText(page.title)) : undefined;
  if (firstTitle && firstTitle !== file.file) {
    findings.push({
      pointer: "/title",
      anchor: "value",
      message: `título repetido: ${firstTitle} já usa "${page.title as string}". Dê a esta página um título próprio, para ela não se confundir com a outra na aba do navegador e no Google`,
    });
  }
  const firstDescription = typeof page.description === "string" ? facts.firstPageWithDescription.get(normaliseText(page.description)) : undefined;
  if (firstDescription && firstDescription !== file.file) {
    findings.push({
      pointer: "/description",
      anchor: "value",
      message: `descrição repetida: ${firstDescription} já usa este mesmo texto. Escreva um resumo próprio desta página (ele aparece no Google e quando o link é compartilhado)`,
    });
  }
  return findings;
}
