import type { EditorSettings } from "./editor-settings";

/**
 * What a copy of the editor reads from its page (src/editor/app/index.html) when it starts, written there when it is
 * published (src/editor/node/editor-page.ts). Apart from editor-settings.ts, which loads Decap's generated
 * configuration: the build and the test runner read this file without it.
 */
export interface EditorPageSettings {
  settings: EditorSettings;
  /** Where the site it previews lives ("" for the root, "/repo", or the site's address when the editor has its own origin). */
  siteBase: string;
}

/** The element of the editor's page that holds its EditorPageSettings, as JSON. */
export const EDITOR_SETTINGS_ELEMENT = "editor-settings";
