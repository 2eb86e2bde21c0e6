export const radii = { sm: "0.375rem", md: "0.75rem", lg: "1.25rem", pill: "999px" } as const;
