import type { CheckProblem, EntryChecks, FailedCheck } from "../shared/entry-checks";

/**
 * The checks of an entry's pull request, read from GitHub with the editor's own sign-in (Decap's GitHub backend, its
 * API object: the token it holds, its retries). GitHub's REST API (version 2022-11-28) keeps two kinds of report on a
 * commit, and a host or a CI may use either: commit statuses (`GET /repos/{owner}/{repo}/commits/{sha}/status`, what
 * Netlify's deploy preview posts and what Decap reads its preview link from) and check runs
 * (`GET /repos/{owner}/{repo}/commits/{sha}/check-runs`: every job of a GitHub Actions workflow, such as
 * "Conteúdo e testes", and Cloudflare Pages' build). A check run that failed has its annotations
 * (`GET /repos/{owner}/{repo}/check-runs/{id}/annotations`): `npm run check -- --format github` writes each problem
 * as one, in Portuguese, at its file and line, with the field's pointer first ("/sections/2/title: …").
 */

/** The part of Decap's GitHub API object used here (decap-cms-backend-github 3.8, API.js). */
export interface GitHubApi {
  originRepoURL: string;
  request(path: string, options?: { headers?: Record<string, string>; params?: Record<string, string> }): Promise<unknown>;
  getBranchPullRequest(branch: string): Promise<{ head: { sha: string } }>;
  generateContentKey(collection: string, slug: string): string;
  /** A file's text on the branch the site is published from. */
  readFile(path: string): Promise<string>;
}

interface CombinedStatus {
  statuses?: { context: string; state: "error" | "failure" | "pending" | "success"; target_url?: string | null; description?: string | null }[];
}
interface CheckRun {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  html_url?: string | null;
  output?: { title?: string | null; annotations_count?: number };
}
interface Annotation {
  path?: string;
  start_line?: number;
  annotation_level?: string;
  message?: string;
}

/** A check run's end that does not let a change through. */
const FAILED = new Set(["failure", "timed_out", "cancelled", "action_required", "startup_failure", "stale"]);
const JSON_V3 = { Accept: "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28" };

/** "/sections/2/title: a página …" → the pointer and the message, as the check wrote them. */
export function annotationProblem({ path, start_line, message = "" }: Annotation): CheckProblem {
  const pointed = /^(\/\S*): ([\s\S]*)$/.exec(message);
  return {
    ...(path ? { file: path } : {}),
    ...(start_line ? { line: start_line } : {}),
    ...(pointed ? { pointer: pointed[1], message: pointed[2] ?? "" } : { message }),
  };
}

/**
 * Statuses and check runs as one state: any still running (or queued) → pending, unless one already failed; none at
 * all yet → pending (CI takes a moment to start on a new commit); otherwise success.
 */
export function combineChecks(status: CombinedStatus, runs: readonly CheckRun[], annotations: ReadonlyMap<number, Annotation[]>): EntryChecks {
  const statuses = status.statuses ?? [];
  const names = [...runs.map((run) => run.name), ...statuses.map((one) => one.context)];
  const failed: FailedCheck[] = [
    ...runs
      .filter((run) => run.status === "completed" && FAILED.has(run.conclusion ?? ""))
      .map((run) => ({
        name: run.name,
        problems: (annotations.get(run.id) ?? [])
          .filter((note) => note.annotation_level !== "notice" && note.annotation_level !== "warning")
          .map(annotationProblem),
        ...(run.html_url ? { url: run.html_url } : {}),
      })),
    ...statuses
      .filter((one) => one.state === "error" || one.state === "failure")
      .map((one) => ({
        name: one.context,
        problems: one.description ? [{ message: one.description }] : [],
        ...(one.target_url ? { url: one.target_url } : {}),
      })),
  ];
  if (failed.length > 0) return { state: "failure", names, failed };
  const running = runs.some((run) => run.status !== "completed") || statuses.some((one) => one.state === "pending");
  if (running || names.length === 0) return { state: "pending", names };
  return { state: "success", names };
}

/** The checks of the pull request Decap keeps for this entry, or "none" when it has none (nothing waiting). */
export async function gitHubEntryChecks(api: GitHubApi, collection: string, slug: string): Promise<EntryChecks> {
  // Decap's branch for an entry: "cms/" and its content key (decap-cms-lib-util's branchFromContentKey).
  const branch = `cms/${api.generateContentKey(collection, slug)}`;
  let sha: string;
  try {
    sha = (await api.getBranchPullRequest(branch)).head.sha;
  } catch {
    return { state: "none" };
  }
  const base = `${api.originRepoURL}/commits/${sha}`;
  const [status, runs] = await Promise.all([
    api.request(`${base}/status`, { headers: JSON_V3 }) as Promise<CombinedStatus>,
    api.request(`${base}/check-runs`, { headers: JSON_V3, params: { per_page: "100" } }) as Promise<{ check_runs?: CheckRun[] }>,
  ]);
  const checkRuns = runs.check_runs ?? [];
  const annotations = new Map<number, Annotation[]>();
  await Promise.all(
    checkRuns
      .filter((run) => run.status === "completed" && FAILED.has(run.conclusion ?? "") && (run.output?.annotations_count ?? 0) > 0)
      .map(async (run) => {
        const found = await api.request(`${api.originRepoURL}/check-runs/${run.id}/annotations`, { headers: JSON_V3, params: { per_page: "50" } });
        annotations.set(run.id, Array.isArray(found) ? (found as Annotation[]) : []);
      }),
  );
  return combineChecks(status, checkRuns, annotations);
}
