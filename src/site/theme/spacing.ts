/** Spacing scale in rem; sections breathe more on wide screens. */
export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  section: "clamp(3.5rem, 2.5rem + 4vw, 6rem)",
  gutter: "clamp(1rem, 0.5rem + 2vw, 2rem)",
} as const;

export const layout = { maxWidth: "75rem", proseWidth: "42rem", headerHeight: "4.5rem", stripHeight: "2.25rem" } as const;
