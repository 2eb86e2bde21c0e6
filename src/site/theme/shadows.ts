export const shadows = {
  card: "0 1px 2px rgba(20, 33, 61, 0.06), 0 8px 24px rgba(20, 33, 61, 0.08)",
  raised: "0 12px 32px rgba(20, 33, 61, 0.18)",
  float: "0 6px 20px rgba(11, 20, 40, 0.28)",
} as const;
