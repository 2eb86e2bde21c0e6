import generated from "../generated/decap-config.json";

/**
 * What GitHub lets the editor's token do (Decap's `auth_scope`; docs/site-editor.md, "What the token can do"):
 * `repo` every repository the volunteer can write to, private ones included; `public_repo` only public ones.
 */
export type AuthScope = "repo" | "public_repo";

/**
 * How this copy of the editor saves: written into its page when it is published (src/editor/node/editor-page.ts), so one
 * build of the editor's code serves every kind of copy (the site's, `npm run editor`'s, the workflow rehearsal's).
 */
export type EditorSettings =
  /**
   * `npm run editor`: decap-server writes into the working copy, no sign-in; `contentFolder` as the project sees it.
   * `editorialWorkflow`: the hosted flow (a branch per entry, statuses, "Publicar" merges), rehearsed on a throwaway
   * git repository by decap-server's git mode (src/editor/node/workflow-rehearsal.ts). `siteUrl`: the site lives on
   * another origin (`npm run editor -- --site-url`), as with an editor served from its own (below).
   */
  | { mode: "local"; proxyUrl: string; contentFolder: string; editorialWorkflow?: boolean; siteUrl?: string }
  /**
   * A published site: GitHub, through the host's OAuth, one pull request per change. `siteUrl`: the editor is served
   * from its own origin (SITE_EDITOR_URL) and the site, with its pencils, from this address (editor-origin.ts).
   */
  | { mode: "github"; repo: string; branch: string; authUrl?: string; authEndpoint?: string; authScope?: AuthScope; siteUrl?: string }
  /** Published without SITE_EDITOR_REPO: the page explains how to connect it instead of failing. */
  | { mode: "unconfigured" }
  /**
   * The site's /admin/ when the editor is served from its own origin (SITE_EDITOR_URL): no editor, only the doorway
   * that sets the pencils' flag on the site and sends the browser on to `editorUrl` (src/editor/app/doorway.ts).
   */
  | { mode: "doorway"; editorUrl: string };

/** A copy of the editor that saves somewhere: Decap runs in it. */
export type SavingEditor = Extract<EditorSettings, { mode: "local" | "github" }>;

/** Files are written by the project's own format (site-json-format.ts), never by Decap's JSON. */
export const FORMAT_NAME = "site-json";

function backendOf(settings: SavingEditor) {
  // The rehearsal's repository publishes from `main`, like the hosted site (Decap's proxy backend assumes `master`).
  if (settings.mode === "local") return { name: "proxy", proxy_url: settings.proxyUrl, ...(settings.editorialWorkflow ? { branch: "main" } : {}) };
  return {
    name: "github",
    repo: settings.repo,
    branch: settings.branch,
    ...(settings.authUrl ? { base_url: settings.authUrl } : {}),
    ...(settings.authEndpoint ? { auth_endpoint: settings.authEndpoint } : {}),
    // Unset, Decap asks for `repo` (every repository the volunteer can write to).
    ...(settings.authScope ? { auth_scope: settings.authScope } : {}),
  };
}

/** The content folder the generated configuration names, and the one a published editor edits in its repository. */
export const GENERATED_FOLDER = "site-content";

/** `npm run editor --content <folder>` edits another content folder of the project (a test's copy). */
function inContentFolder(path: string, folder: string): string {
  return folder === GENERATED_FOLDER || !path.startsWith(`${GENERATED_FOLDER}/`) ? path : `${folder}${path.slice(GENERATED_FOLDER.length)}`;
}

/** The generated configuration (npm run gen:cms) plus what only the running copy knows: where it saves. */
export function editorConfig(settings: SavingEditor) {
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
