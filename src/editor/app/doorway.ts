import { PENCILS_FLAG } from "@/lib/pencils-flag";
import type { EditorSettings } from "../shared/editor-settings";
import { editorAddress } from "../shared/editor-origin";

declare const __SITE_EDITOR__: Extract<EditorSettings, { mode: "doorway" }>;

// The site's /admin/ when the editor lives on its own origin (../shared/editor-origin.ts): this browser opens the
// editor, so the site shows it the pencils that lead back there; then on to the editor, the pencil's field and entry kept.
try {
  localStorage.setItem(PENCILS_FLAG, "1");
} catch {
  // Storage turned off: no pencils, the editor still opens.
}
location.replace(editorAddress(__SITE_EDITOR__.editorUrl, new URL(location.href)));
