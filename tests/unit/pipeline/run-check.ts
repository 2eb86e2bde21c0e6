import { spawnSync } from "node:child_process";
import { tsx } from "../../support/run-tsx";
import { PROJECT_ROOT } from "./fixture";

export const SPAWN_TIMEOUT = 30_000;
export const STACK_TRACE = /^\s+at .+:\d+:\d+\)?$|\bError:/m;

/** `npm run check` as CI runs it, in a child process. */
export function runCheck(...args: string[]) {
  const result = spawnSync(...tsx("scripts/check-content.ts", ...args), {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.replace(/^npm warn .*\n/gm, "") };
}
