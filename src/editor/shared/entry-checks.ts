/**
 * The state of the checks of an entry's change, as the editor shows it on the entry ("verificando…", "pode
 * publicar", "não passou: …"). Hosted, it is read from GitHub (the commit statuses and check runs of the pull
 * request's head: src/editor/app/github-checks.ts); with `npm run editor` and the workflow rehearsal, the editor's own
 * server runs the check on the change (src/editor/node/local-checks.ts) and answers it at /admin/verificacao.json.
 */

/** A problem a check found, where it said it was: a content file, its line, and the field's pointer when it gave one. */
export interface CheckProblem {
  /** Project-relative ("site-content/pages/inicio.json"). */
  file?: string;
  line?: number;
  /** "/sections/2/title", when the check named the field. */
  pointer?: string;
  message: string;
}

/** One check that did not pass, by its name ("Conteúdo e testes"), with what it said and where to read more. */
export interface FailedCheck {
  name: string;
  problems: CheckProblem[];
  url?: string;
}

export type EntryChecks =
  /** Nothing to check: the entry has no change waiting to be published (no branch, no pull request). */
  | { state: "none" }
  /** Running, or waiting to start; `names`: those reported so far. */
  | { state: "pending"; names: string[] }
  /** Every check reported passed. */
  | { state: "success"; names: string[] }
  | { state: "failure"; names: string[]; failed: FailedCheck[] };

/** Where `npm run editor` answers it, beside the editor (`?entrada=<collection>/<slug>`). */
export const ENTRY_CHECKS_FILE = "verificacao.json";
export const ENTRY_CHECKS_PARAM = "entrada";

/** The name the local check is shown by. */
export const LOCAL_CHECK_NAME = "Verificação do conteúdo";
