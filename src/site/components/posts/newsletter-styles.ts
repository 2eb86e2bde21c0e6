import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, fontSizes } = theme;

export const newsletterStyles = {
  form: { display: "grid", gap: space.sm },
  compact: { fontSize: fontSizes.sm },
  label: { fontWeight: 600 },
  row: { display: "flex", flexWrap: "wrap", gap: space.sm },
  input: {
    flex: "1 1 14rem",
    minHeight: 48,
    padding: "0 1rem",
    border: `2px solid ${colors.textSoft}`,
    borderRadius: radii.pill,
    background: colors.card,
    color: colors.text,
    '&[aria-invalid="true"]': { borderColor: colors.danger },
  },
  button: { flex: "0 0 auto" },
  consent: { display: "flex", gap: space.sm, alignItems: "flex-start", fontSize: fontSizes.sm, lineHeight: 1.5, "& a": { color: "inherit" } },
  checkbox: { width: 24, height: 24, flexShrink: 0, margin: 0, accentColor: colors.heading },
  error: { margin: 0, color: colors.danger, fontWeight: 600, fontSize: fontSizes.sm },
  status: { margin: 0, fontSize: fontSizes.sm, fontWeight: 600, color: colors.success, "&:empty": { display: "none" } },
  statusBusy: { color: colors.text },
  busy: { cursor: "progress", opacity: 0.8 },
  alert: { padding: space.md, borderRadius: radii.md, borderLeft: `4px solid ${colors.danger}`, background: colors.card, color: colors.text },
  alertText: { margin: 0, fontSize: fontSizes.sm, lineHeight: 1.5, "& strong": { color: colors.danger }, "& a": { color: "inherit", fontWeight: 600 } },
  rss: { display: "inline-flex", alignItems: "center", gap: "0.375rem", minHeight: 24, fontSize: fontSizes.sm, color: "inherit", fontWeight: 600 },
} satisfies Record<string, CSSObject>;
