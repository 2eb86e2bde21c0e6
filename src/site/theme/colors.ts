/**
 * Brand palette. Gold is decorative on light backgrounds: its darker `goldText` shade is the one
 * that passes WCAG AA (4.5:1) for text on white and cream.
 */
export const colors = {
  navy: "#14213d",
  navyDeep: "#0b1428",
  navySoft: "#23335a",
  gold: "#d4a72c",
  goldBright: "#e9c46a",
  goldText: "#7a5a00",
  cream: "#faf6ee",
  creamDeep: "#f1e9d8",
  white: "#ffffff",
  ink: "#1c1f26",
  inkSoft: "#4a4f5c",
  line: "#e3dccb",
  whatsapp: "#1c7c54",
  danger: "#a4262c",
  success: "#1d6b3a",
  focus: "#1a56db",
} as const;
