import { CATEGORY_PARAM } from "../../../lib/post-address";
import type { ContentFile } from "../kinds/content-kind";
import type { Finding } from "../schemas/schema-messages";
import { isRoutedPage, type SiteFacts } from "./site-facts";
import { normaliseText } from "../schemas/unique-values";
import { didYouMean } from "../read/suggest";

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

const otherOwner = (owners: ReadonlyMap<string, readonly string[]>, text: unknown, file: string): string | undefined =>
  typeof text === "string" ? owners.get(normaliseText(text))?.find((owner) => owner !== file) : undefined;

/**
 * Two pages (or a page and a post, or two posts) with one title look like duplicates in the browser tab
 * and on Google; two pages with one description too. Each file is told, naming the other.
 */
export function duplicatePageTexts(file: ContentFile, facts: SiteFacts): Finding[] {
  const isPost = file.kind.schema === "content/post.schema.json";
  if (!isPost && !isRoutedPage(file)) return [];
  const findings: Finding[] = [];
  const { title, description } = file.json.value as { title?: unknown; description?: unknown };
  const sameTitle = otherOwner(facts.titleOwners, title, file.file);
  if (sameTitle) {
    findings.push({
      pointer: "/title",
      anchor: "value",
      message: `título repetido: ${sameTitle} já usa "${title as string}". Dê a ${isPost ? "este artigo" : "esta página"} um título próprio, para não se confundir com o outro na aba do navegador e no Google`,
    });
  }
  const sameDescription = isPost ? undefined : otherOwner(facts.descriptionOwners, description, file.file);
  if (sameDescription) {
    findings.push({
      pointer: "/description",
      anchor: "value",
      message: `descrição repetida: ${sameDescription} já usa este mesmo texto. Escreva um resumo próprio desta página (ele aparece no Google e quando o link é compartilhado)`,
    });
  }
  return findings;
}
