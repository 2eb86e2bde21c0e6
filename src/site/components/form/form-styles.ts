import type { CSSObject } from "@emotion/react";
import { theme } from "@/site/theme/theme";

const { colors, space, radii, shadows, fonts, fontSizes, lineHeights, layout, mq } = theme;

/** The look every visitor form shares (contact, prayer request): card, fields, errors, buttons, the "sent" panel. */
export const formStyles = {
  // The form and the panel beside it (contacts, how requests are cared for): side by side on wide screens.
  layout: {
    display: "grid",
    gap: space.xl,
    alignItems: "start",
    [mq.lg]: { gridTemplateColumns: "minmax(0, 1.65fr) minmax(0, 1fr)", gap: space.xxl },
  },
  card: {
    padding: "clamp(1.25rem, 0.75rem + 2vw, 2.5rem)",
    borderRadius: radii.lg,
    background: colors.card,
    border: `1px solid ${colors.line}`,
    boxShadow: shadows.card,
  },
  form: { display: "grid", gap: space.lg },
  // Side by side (telefone, e-mail), a field with a hint is taller: the other keeps its rows at the top.
  field: { display: "grid", gap: space.xs, minWidth: 0, alignContent: "start" },
  label: { fontWeight: 600, lineHeight: lineHeights.snug },
  optional: { fontWeight: 400, color: colors.textSoft },
  hint: { margin: 0, fontSize: fontSizes.sm, color: colors.textSoft, lineHeight: lineHeights.snug },
  control: {
    width: "100%",
    minHeight: 48,
    padding: "0.625rem 0.875rem",
    border: `2px solid ${colors.textSoft}`,
    borderRadius: radii.md,
    background: colors.card,
    color: colors.text,
    lineHeight: lineHeights.snug,
    // Focus moves here on a failed send: keep the field clear of the sticky header.
    scrollMarginTop: `calc(${layout.headerHeight} + 4rem)`,
    '&[aria-invalid="true"]': { borderColor: colors.danger, background: colors.dangerBg },
  },
  textarea: { minHeight: "10rem", resize: "vertical" },
  error: {
    display: "flex",
    gap: "0.375rem",
    alignItems: "flex-start",
    margin: 0,
    color: colors.danger,
    fontWeight: 600,
    fontSize: fontSizes.sm,
    lineHeight: lineHeights.snug,
    "& svg": { flexShrink: 0, marginTop: 1 },
  },
  actions: { display: "flex", flexWrap: "wrap", gap: space.md, alignItems: "center" },
  action: { flex: "1 1 14rem", [mq.sm]: { flex: "0 1 auto" } },
  busy: { cursor: "progress", opacity: 0.8 },
  privacy: {
    margin: 0,
    fontSize: fontSizes.sm,
    color: colors.textSoft,
    lineHeight: lineHeights.snug,
    "& a": { color: colors.heading, fontWeight: 600, minHeight: 24 },
  },
  status: { margin: 0, fontWeight: 600, color: colors.heading, "&:empty": { display: "none" } },
  alert: {
    display: "grid",
    gap: space.md,
    padding: space.lg,
    borderRadius: radii.md,
    border: `2px solid ${colors.danger}`,
    background: colors.dangerBg,
    color: colors.text,
  },
  alertTitle: { margin: 0, fontWeight: 700, color: colors.danger },
  alertText: { margin: 0, lineHeight: lineHeights.snug },
  sent: { display: "grid", gap: space.md, justifyItems: "start", textAlign: "left" },
  sentIcon: { color: colors.success },
  sentHeading: {
    fontFamily: fonts.heading,
    fontSize: fontSizes.xl,
    lineHeight: lineHeights.tight,
    margin: 0,
    color: colors.heading,
    "&:focus": { outline: "none" },
  },
  sentText: { margin: 0, lineHeight: lineHeights.body, color: colors.textSoft },
  checkRow: { display: "flex", gap: space.sm, alignItems: "flex-start", fontWeight: 600, lineHeight: lineHeights.snug, cursor: "pointer" },
  checkbox: { flexShrink: 0, width: 24, height: 24, margin: 0, marginTop: 1, accentColor: colors.heading, cursor: "pointer" },
} satisfies Record<string, CSSObject>;
