import { useSyncExternalStore } from "react";
import { EDITOR_DATA_FILE, type EditorData } from "../shared/editor-data";

let current: EditorData | undefined;
let pending: Promise<EditorData> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches /admin/editor-data.json again. `npm run editor` answers it from the files as they are now,
 * so a picture uploaded or a page added a moment ago counts; a published editor answers its build's copy, made
 * from what the site published then (src/editor/node/editor-data.ts).
 */
export function loadEditorData(): Promise<EditorData> {
  pending ??= fetch(new URL(EDITOR_DATA_FILE, document.baseURI), { cache: "no-store" })
    .then((response) => {
      if (!response.ok) throw new Error(`${EDITOR_DATA_FILE}: ${response.status}`);
      return response.json() as Promise<EditorData>;
    })
    .then((data) => {
      current = data;
      listeners.forEach((listener) => listener());
      return data;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!current) void loadEditorData().catch(() => undefined);
  return () => listeners.delete(listener);
}

/** The site's data for the previews; undefined until it arrives. */
export function useEditorData(): EditorData | undefined {
  return useSyncExternalStore(subscribe, () => current);
}
