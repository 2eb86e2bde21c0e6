import { createRoot } from "react-dom/client";
import { EDITOR_SETTINGS } from "../shared/editor-settings";
import { NotConnected } from "./not-connected";

// Decap (~630 KB gzip to open, `npm run bench -- --editor`) loads only when there is somewhere to save to.
if (EDITOR_SETTINGS.mode === "unconfigured") {
  createRoot(document.body.appendChild(document.createElement("div"))).render(<NotConnected />);
} else {
  const settings = EDITOR_SETTINGS;
  void import("./start-cms").then(({ startCms }) => startCms(settings));
}
