import type { CSSObject } from "@emotion/react";
import { buttonStyles } from "@/site/components/button-styles";
import { BUTTON_HREF_ATTRIBUTE } from "@/site/islands/island-definition";
import { POST_LIST_PAGE_SIZE } from "@/site/data/posts";
import { theme } from "@/site/theme/theme";

const { space, colors, fontSizes } = theme;

const wrap: CSSObject = { display: "flex", flexDirection: "column", alignItems: "center", gap: space.md, marginTop: space.xl, textAlign: "center" };
const count: CSSObject = { margin: 0, fontSize: fontSizes.sm, color: colors.heading };
const error: CSSObject = { margin: 0, fontWeight: 600, color: colors.heading };
// Stays focusable while loading (aria-disabled, not disabled) so keyboard focus is not dropped.
const busy: CSSObject = { '&[aria-disabled="true"]': { cursor: "progress", opacity: 0.75 } };

type LoadMoreProps = {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
  /** The list with one more page (?pagina=…): where the button leads if the list's code cannot load. */
  href: string;
};

/** "Mostrando 12 de 40 artigos" and the button that fetches the next page (it retries after a failure). */
export function LoadMore({ shown, total, hasMore, loading, failed, onLoad, href }: LoadMoreProps) {
  if (total <= POST_LIST_PAGE_SIZE) return null;
  return (
    <div css={wrap}>
      {/* One text node, so the pre-rendered HTML reads as one phrase. */}
      <p css={count}>{`Mostrando ${shown} de ${total} artigos`}</p>
      {failed && (
        <p css={error} role="alert">
          Não foi possível carregar mais artigos. Verifique sua conexão e tente de novo.
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          data-requires-js
          css={[buttonStyles.secundario, busy]}
          aria-disabled={loading || undefined}
          onClick={() => !loading && onLoad()}
          {...{ [BUTTON_HREF_ATTRIBUTE]: href }}
        >
          {loading ? "Carregando..." : failed ? "Tentar novamente" : "Mostrar mais artigos"}
        </button>
      )}
    </div>
  );
}

/** What the live region says after "Mostrar mais": how many cards arrived. */
export function addedMessage(count: number, shown: number, total: number): string {
  const added = count === 1 ? "1 artigo adicionado" : `${count} artigos adicionados`;
  return `${added}. Mostrando ${shown} de ${total} artigos.`;
}
