import { EDITOR_SETTINGS_ELEMENT, type EditorPageSettings } from "../shared/editor-page-settings";
import type { EditorSettings } from "../shared/editor-settings";

let read: EditorPageSettings | undefined;

/**
 * What this copy of the editor was published with, from its page (src/editor/node/editor-page.ts writes it): read
 * once, when first asked. A page without it was not published by the build: say so rather than guess a mode.
 */
export function pageSettings(): EditorPageSettings {
  if (read) return read;
  const text = document.getElementById(EDITOR_SETTINGS_ELEMENT)?.textContent?.trim();
  if (!text) throw new Error(`the editor's page has no #${EDITOR_SETTINGS_ELEMENT}: build it with npm run build or npm run editor`);
  read = JSON.parse(text) as EditorPageSettings;
  return read;
}

/** How this copy of the editor saves. */
export const runningSettings = (): EditorSettings => pageSettings().settings;
