import { currentBackend } from "decap-cms-core/dist/esm/backend";
import type { Site } from "@/types/generated/content";
import { GENERATED_FOLDER, type EditorSettings } from "../shared/editor-settings";
import { ENTRY_CHECKS_FILE, ENTRY_CHECKS_PARAM, type EntryChecks } from "../shared/entry-checks";
import { gitHubEntryChecks, type GitHubApi } from "./github-checks";
import { loadEditorData } from "./use-editor-data";
import { runningSettings } from "./page-settings";

/** Where this copy of the editor learns the checks' state of an entry's change, and how often to ask while they run. */
export interface ChecksSource {
  read(collection: string, slug: string): Promise<EntryChecks>;
  /** While "verificando…": the local check answers in seconds, GitHub's CI in minutes (and counts each request). */
  pollMs: number;
  /** The editorial workflow: changes wait on a branch for someone to approve them ("Pronto" → "Publicar"). */
  workflow: boolean;
  /**
   * Who approves, from site.json: the editor's data with `npm run editor`; hosted, site.json itself, read through
   * GitHub as the signed-in volunteer (no file of the published site carries that person's WhatsApp).
   */
  approver(): Promise<Site["approver"]>;
}

/** Decap's GitHub API object, once the volunteer has signed in (the backend is made when the editor starts). */
function gitHubApi(): GitHubApi | undefined {
  try {
    const implementation = currentBackend(undefined).implementation as { api?: GitHubApi } | undefined;
    return implementation?.api;
  } catch {
    return undefined;
  }
}

/** Decap's GitHub API object, or why there is none yet. */
function signedIn(): GitHubApi {
  const api = gitHubApi();
  if (!api) throw new Error("o editor ainda não entrou no GitHub");
  return api;
}

async function localChecks(collection: string, slug: string): Promise<EntryChecks> {
  const url = new URL(ENTRY_CHECKS_FILE, document.baseURI);
  url.searchParams.set(ENTRY_CHECKS_PARAM, `${collection}/${slug}`);
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`${ENTRY_CHECKS_FILE}: ${response.status}`);
  return (await response.json()) as EntryChecks;
}

export function checksSource(settings: EditorSettings = runningSettings()): ChecksSource | undefined {
  if (settings.mode === "local")
    return {
      read: localChecks,
      pollMs: 1500,
      workflow: Boolean(settings.editorialWorkflow),
      approver: async () => (await loadEditorData()).approver,
    };
  if (settings.mode === "github")
    return {
      read: async (collection, slug) => gitHubEntryChecks(signedIn(), collection, slug),
      pollMs: 20_000,
      workflow: true,
      approver: async () => (JSON.parse(await signedIn().readFile(`${GENERATED_FOLDER}/site.json`)) as Site).approver,
    };
  return undefined;
}
