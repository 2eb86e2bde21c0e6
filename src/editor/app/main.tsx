import { createRoot } from "react-dom/client";
import { EDITOR_SETTINGS } from "../shared/editor-settings";
import { NotConnected } from "./not-connected";
import { PENCILS_FLAG } from "@/lib/pencils-flag";

// Decap (~630 KB gzip to open, `npm run bench -- --editor`) loads only when there is somewhere to save to.
if (EDITOR_SETTINGS.mode === "unconfigured") {
  createRoot(document.body.appendChild(document.createElement("div"))).render(<NotConnected />);
} else {
  // This browser opens the editor: the live site shows it the pencils that lead back here (src/site/browser/editor-pencils.ts).
  try {
    localStorage.setItem(PENCILS_FLAG, "1");
  } catch {
    // Storage turned off: no pencils, nothing else changes.
  }
  const settings = EDITOR_SETTINGS;
  void import("./start-cms").then(({ startCms }) => startCms(settings));
}
