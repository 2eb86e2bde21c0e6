import type { CSSObject } from "@emotion/react";

/** Room kept on the right for the floating buttons (56 px WhatsApp + its 1 rem margin + a gap). */
const FLOATING_ACTIONS_ROOM = "5rem";

export const toastRegionStyle: CSSObject = {
  position: "fixed",
  left: "max(1rem, env(safe-area-inset-left))",
  bottom: "max(1rem, env(safe-area-inset-bottom))",
  zIndex: 40,
  display: "flex",
  flexDirection: "column",
  gap: "0.5rem",
  width: `min(24rem, calc(100vw - 2rem - ${FLOATING_ACTIONS_ROOM}))`,
  // The empty region must not swallow clicks meant for the page underneath.
  pointerEvents: "none",
};
