import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import type { SavingEditor } from "../shared/editor-settings";
import { arrivedFromSite, doorwayAddress } from "../shared/editor-origin";
import { EditorNotLoaded } from "./editor-not-loaded";
import { NotConnected } from "./not-connected";
import { runningSettings } from "./page-settings";
import { PENCILS_FLAG } from "@/lib/pencils-flag";

const show = (notice: ReactNode) => createRoot(document.body.appendChild(document.createElement("div"))).render(notice);

/**
 * Decap (~630 KB gzip to open, `npm run bench -- --editor`), loaded only when there is somewhere to save to. Its code
 * that did not arrive is said in Portuguese, with a way to try again, instead of a blank page.
 */
const start = (settings: SavingEditor) =>
  void import("./start-cms").then(
    ({ startCms }) => startCms(settings),
    (error: unknown) => {
      console.error(error);
      show(<EditorNotLoaded />);
    },
  );

const settings = runningSettings();
if (settings.mode === "unconfigured" || settings.mode === "doorway") {
  show(<NotConnected />);
} else if (settings.siteUrl) {
  // On its own origin (../shared/editor-origin.ts): the pencils' flag is the site's to set, at its doorway, which
  // sends the browser back here marked. Opened any other way, the editor goes through it first.
  const arrived = arrivedFromSite(new URL(location.href));
  if (arrived) {
    history.replaceState(history.state, "", arrived);
    start(settings);
  } else location.replace(doorwayAddress(settings.siteUrl, new URL(location.href)));
} else {
  // On the site's origin: this browser opens the editor, so the live site shows it the pencils that lead back here
  // (src/site/browser/editor-pencils.ts).
  try {
    localStorage.setItem(PENCILS_FLAG, "1");
  } catch {
    // Storage turned off: no pencils, nothing else changes.
  }
  start(settings);
}
