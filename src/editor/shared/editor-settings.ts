import generated from "../generated/decap-config.json";

/** How this copy of the editor saves: set when it is built (src/editor/node/admin-vite-config.ts). */
export type EditorSettings =
  /**
   * `npm run editor`: decap-server writes into the working copy, no sign-in; `contentFolder` as the project sees it.
   * `editorialWorkflow`: the hosted flow (a branch per entry, statuses, "Publicar" merges), rehearsed on a throwaway
   * git repository by decap-server's git mode (src/editor/node/workflow-rehearsal.ts).
   */
  | { mode: "local"; proxyUrl: string; contentFolder: string; editorialWorkflow?: boolean }
  /** A published site: GitHub, through the host's OAuth, one pull request per change. */
  | { mode: "github"; repo: string; branch: string; authUrl?: string; authEndpoint?: string }
  /** Published without SITE_EDITOR_REPO: the page explains how to connect it instead of failing. */
  | { mode: "unconfigured" };

declare const __SITE_EDITOR__: EditorSettings;
export const EDITOR_SETTINGS: EditorSettings = __SITE_EDITOR__;

/** Files are written by the project's own format (site-json-format.ts), never by Decap's JSON. */
export const FORMAT_NAME = "site-json";

function backendOf(settings: Exclude<EditorSettings, { mode: "unconfigured" }>) {
  // The rehearsal's repository publishes from `main`, like the hosted site (Decap's proxy backend assumes `master`).
  if (settings.mode === "local") return { name: "proxy", proxy_url: settings.proxyUrl, ...(settings.editorialWorkflow ? { branch: "main" } : {}) };
  return {
    name: "github",
    repo: settings.repo,
    branch: settings.branch,
    ...(settings.authUrl ? { base_url: settings.authUrl } : {}),
    ...(settings.authEndpoint ? { auth_endpoint: settings.authEndpoint } : {}),
  };
}

const GENERATED_FOLDER = "site-content";

/** `npm run editor --content <folder>` edits another content folder of the project (a test's copy). */
function inContentFolder(path: string, folder: string): string {
  return folder === GENERATED_FOLDER || !path.startsWith(`${GENERATED_FOLDER}/`) ? path : `${folder}${path.slice(GENERATED_FOLDER.length)}`;
}

/** The generated configuration (npm run gen:cms) plus what only the running copy knows: where it saves. */
export function editorConfig(settings: Exclude<EditorSettings, { mode: "unconfigured" }>) {
  const folder = settings.mode === "local" ? settings.contentFolder : GENERATED_FOLDER;
  return {
    ...generated,
    media_folder: inContentFolder(generated.media_folder, folder),
    backend: backendOf(settings),
    // Hosted, each change is a pull request: CI checks it and the host builds its preview before it is published.
    ...(settings.mode === "github" || settings.editorialWorkflow ? { publish_mode: "editorial_workflow" } : {}),
    collections: generated.collections.map((collection) => ({
      ...collection,
      format: FORMAT_NAME,
      ...(collection.folder ? { folder: inContentFolder(collection.folder, folder) } : {}),
      ...(collection.files ? { files: collection.files.map((file) => ({ ...file, file: inContentFolder(file.file, folder) })) } : {}),
    })),
  };
}
