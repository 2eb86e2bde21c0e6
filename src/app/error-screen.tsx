import type { CSSObject } from "@emotion/react";
import { withBase } from "@/lib/base-path";
import { theme } from "@/theme/theme";

const { colors, space, fonts, fontSizes, radii } = theme;

const wrap: CSSObject = {
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: space.xl,
  background: colors.cream,
  color: colors.ink,
  fontFamily: fonts.body,
  textAlign: "center",
};
const link: CSSObject = {
  display: "inline-block",
  marginTop: space.lg,
  padding: "0.75rem 1.5rem",
  borderRadius: radii.pill,
  background: colors.navy,
  color: colors.white,
  fontWeight: 600,
};

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return "Erro desconhecido";
}

/**
 * Shown when rendering fails unexpectedly: never a blank page. It stands alone (no header or footer)
 * because the frame itself may be what broke; a plain link reloads the app from scratch.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main css={wrap}>
      <div>
        <h1 css={{ fontFamily: fonts.heading, fontSize: fontSizes.h2, margin: 0 }}>Unexpected Application Error!</h1>
        <p css={{ marginTop: space.md }}>Algo deu errado ao abrir esta página. Tente novamente em instantes.</p>
        <p css={{ marginTop: space.sm, color: colors.inkSoft, fontSize: fontSizes.sm, whiteSpace: "pre-line" }}>{describe(error)}</p>
        <a href={withBase("/")} css={link}>Voltar ao início</a>
      </div>
    </main>
  );
}
