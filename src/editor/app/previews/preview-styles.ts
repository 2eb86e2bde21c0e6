import type { CSSObject } from "@emotion/react";

/** A plain message in the preview pane: loading, or a part that cannot be drawn yet. */
export const notice: CSSObject = {
  margin: "1rem",
  padding: "0.75rem 1rem",
  border: "1px solid #c9a227",
  borderRadius: "0.5rem",
  background: "#fff8e1",
  color: "#3b2f00",
  font: "1rem/1.5 system-ui, sans-serif",
};
