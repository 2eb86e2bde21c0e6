import { translucent } from "./colors";

export const shadows = {
  card: `0 1px 2px ${translucent("shadow", 0.06)}, 0 8px 24px ${translucent("shadow", 0.08)}`,
  raised: `0 12px 32px ${translucent("shadow", 0.18)}`,
  float: `0 6px 20px ${translucent("scrim", 0.28)}`,
} as const;
