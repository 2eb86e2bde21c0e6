import localforage from "localforage";
import { CONTENT_SOURCES_FILE, type ContentSources } from "../shared/editor-data";
import { GENERATED_FOLDER, type SavingEditor } from "../shared/editor-settings";
import { readGitHubContent, type BlobCache } from "./github-content";
import { gitHubToken } from "./github-token";

/** GitHub's API, where Decap's GitHub backend reads and writes (its `api_root` default). */
const GITHUB_API = "https://api.github.com";

/**
 * Decap's own cache of the texts it read from GitHub (decap-cms-lib-util's readFile: localforage, "gh.<blob SHA>"):
 * the posts Decap read to list them are not asked for twice.
 */
const decapBlobCache: BlobCache = {
  get: (sha) => localforage.getItem<string>(`gh.${sha}`),
  set: (sha, text) => localforage.setItem(`gh.${sha}`, text),
};

/**
 * The content folder as the check before saving reads it, fresh for every save (save-check.ts). Hosted, through
 * GitHub as the signed-in volunteer, from the branch the site is published from (github-content.ts): no copy of the
 * content is published for the editor. `npm run editor` answers it itself, from the files as they are now
 * (src/editor/node/admin-vite-config.ts): a picture uploaded or a page saved a moment ago counts.
 */
export async function loadContentSources(settings: SavingEditor): Promise<ContentSources> {
  if (settings.mode === "github") {
    const repository = { apiRoot: GITHUB_API, repo: settings.repo, branch: settings.branch, token: gitHubToken };
    return readGitHubContent(repository, GENERATED_FOLDER, decapBlobCache);
  }
  const response = await fetch(new URL(CONTENT_SOURCES_FILE, document.baseURI), { cache: "no-store" });
  if (!response.ok) throw new Error(`${CONTENT_SOURCES_FILE}: ${response.status}`);
  return (await response.json()) as ContentSources;
}
