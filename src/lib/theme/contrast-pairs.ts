import type { ThemeToken } from "./theme-tokens";

/**
 * Every text/background pair the design uses (read off the components' styles), with WCAG's minimum for it:
 * 4.5:1 for text, 3:1 for what is not text (the focus ring, control borders). The contrast rule
 * (src/engine/core/rules/theme-contrast.ts) checks each one with the content's colours, in both schemes; `where`
 * tells the editor where the pair shows on the site.
 */
export interface ContrastPair {
  fg: ThemeToken;
  bg: ThemeToken;
  min: 4.5 | 3;
  where: string;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { fg: "text", bg: "bg", min: 4.5, where: "o texto das páginas" },
  { fg: "text", bg: "card", min: 4.5, where: "o texto dos cartões e formulários" },
  { fg: "text", bg: "tint", min: 4.5, where: "o texto das seções de fundo suave" },
  { fg: "textSoft", bg: "bg", min: 4.5, where: "resumos, datas e legendas" },
  { fg: "textSoft", bg: "card", min: 4.5, where: "resumos dos cartões e a borda dos campos de formulário" },
  { fg: "textSoft", bg: "tint", min: 4.5, where: "textos secundários das seções de fundo suave" },
  { fg: "textSoft", bg: "tintDeep", min: 4.5, where: "a data de atualização das páginas de texto" },
  { fg: "heading", bg: "bg", min: 4.5, where: "títulos, links e botões contornados" },
  { fg: "heading", bg: "card", min: 4.5, where: "os títulos dos cartões" },
  { fg: "heading", bg: "tint", min: 4.5, where: "títulos e links das seções de fundo suave" },
  { fg: "heading", bg: "tintDeep", min: 4.5, where: "os botões da agenda ao passar o mouse" },
  { fg: "bg", bg: "heading", min: 4.5, where: "o filtro de categorias escolhido e os botões contornados ao passar o mouse" },
  { fg: "accentText", bg: "bg", min: 4.5, where: "sobretítulos, ícones e links de texto" },
  { fg: "accentText", bg: "card", min: 4.5, where: "rótulos e ícones dos cartões" },
  { fg: "accentText", bg: "tint", min: 4.5, where: "sobretítulos das seções de fundo suave" },
  { fg: "accentText", bg: "tintDeep", min: 4.5, where: "os ícones em círculo e as etiquetas dos cartões" },
  { fg: "onBrand", bg: "brand", min: 4.5, where: "o texto das faixas escuras e da abertura das páginas" },
  { fg: "onBrand", bg: "brandDeep", min: 4.5, where: "o rodapé, a faixa do telefone no topo e os avisos" },
  { fg: "onBrand", bg: "brandSoft", min: 4.5, where: "os cartões de números sobre fundo escuro" },
  { fg: "onBrandSoft", bg: "brand", min: 4.5, where: "os textos secundários das faixas escuras" },
  { fg: "onBrandSoft", bg: "brandDeep", min: 4.5, where: "o texto do rodapé" },
  { fg: "accentLight", bg: "brand", min: 4.5, where: "sobretítulos e ícones das faixas escuras" },
  { fg: "accentLight", bg: "brandDeep", min: 4.5, where: "os títulos e ícones do rodapé" },
  { fg: "accentLight", bg: "brandSoft", min: 4.5, where: "as iniciais dos testemunhos" },
  { fg: "onAccent", bg: "accent", min: 4.5, where: "os botões principais" },
  { fg: "onAccent", bg: "accentLight", min: 4.5, where: "os botões principais ao passar o mouse" },
  { fg: "brand", bg: "onBrand", min: 4.5, where: "os botões contornados das faixas escuras ao passar o mouse" },
  { fg: "danger", bg: "card", min: 4.5, where: "as mensagens de erro dos formulários" },
  { fg: "danger", bg: "dangerBg", min: 4.5, where: "os campos com erro" },
  { fg: "success", bg: "card", min: 4.5, where: "a confirmação de envio dos formulários" },
  { fg: "rating", bg: "card", min: 3, where: "as estrelas dos testemunhos" },
  { fg: "focus", bg: "bg", min: 3, where: "o contorno de foco de quem navega pelo teclado" },
  { fg: "focus", bg: "tint", min: 3, where: "o contorno de foco nas seções de fundo suave" },
  { fg: "focus", bg: "focusHalo", min: 3, where: "o contorno de foco sobre as faixas escuras" },
];
