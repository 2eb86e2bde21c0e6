import type { CSSObject } from "@emotion/react";
import { theme } from "@/theme/theme";

const style: CSSObject = { minHeight: "60vh", display: "grid", placeItems: "center", color: theme.colors.inkSoft, fontSize: theme.fontSizes.lg };

/** Shown while a page's data is on its way (the spec's "Carregando..."), announced to screen readers. */
export function PageLoading() {
  return (
    <div css={style} role="status" aria-live="polite">
      Carregando...
    </div>
  );
}
