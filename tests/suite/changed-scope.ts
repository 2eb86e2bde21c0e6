import { spawnSync } from "node:child_process";

/** The folder editors change; everything else is code, tests, schemas, tooling. */
export const CONTENT_FOLDER = "site-content/";

/**
 * Whether a change touches only the editors' content, so the content path (npm run test:content) covers all it can
 * affect: tests of code run on the tests' own site and read nothing of site-content/ (tests/support/content-guard.ts).
 * No changed files, or any file outside site-content/, is a code change: the whole suite runs.
 */
export function isContentOnly(changedFiles: readonly string[]): boolean {
  return changedFiles.length > 0 && changedFiles.every((file) => file.startsWith(CONTENT_FOLDER));
}

/**
 * The files changed between `base` and HEAD (both sides of a rename, so moving a file out of site-content/ counts as
 * a code change); undefined when git cannot tell (a shallow clone without the base), so the caller runs everything.
 */
export function changedFilesSince(base: string, cwd: string): string[] | undefined {
  const result = spawnSync("git", ["diff", "--name-only", "--no-renames", base, "HEAD"], { cwd, encoding: "utf8" });
  if (result.status !== 0) return undefined;
  return result.stdout.split("\n").filter(Boolean);
}
