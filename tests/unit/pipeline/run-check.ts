import { spawnSync } from "node:child_process";
import { vi } from "vitest";
import { runCheckCommand } from "../../../src/build/check-command";
import { keepingContentFolder } from "../../support/content-copy";
import { tsx } from "../../support/run-tsx";
import { PROJECT_ROOT } from "./fixture";

// A whole check of a content folder, in a child process or this one, on a busy 2-core machine.
export const SPAWN_TIMEOUT = 30_000;
export const STACK_TRACE = /^\s+at .+:\d+:\d+\)?$|\bError:/m;

export interface CheckRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run check` as CI runs it, in a child process: for what only the process shows (its exit code on a crash,
 * a usage error, what reaches stderr). Each costs a Node and tsx starting; a message is proved with checkHere.
 */
export function runCheck(...args: string[]): CheckRun {
  const result = spawnSync(...tsx("scripts/check-content.ts", ...args), {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.replace(/^npm warn .*\n/gm, "") };
}

/**
 * `npm run check` in this process: the command the script runs (runCheckCommand, src/build/check-command.ts) with
 * the same arguments, its lines and its exit code as the script prints and returns them. The script around it
 * (the crash handler, process.exit) is proved by the child-process runs of check-cli*.test.ts.
 */
export async function checkHere(...args: string[]): Promise<CheckRun> {
  const lines: string[] = [];
  const errors: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...parts: unknown[]) => void lines.push(parts.join(" ")));
  const error = vi.spyOn(console, "error").mockImplementation((...parts: unknown[]) => void errors.push(parts.join(" ")));
  try {
    // --content points every later read at its folder: put it back for the next test in this worker.
    const status = await keepingContentFolder(() => runCheckCommand(args));
    return { status, stdout: lines.map((line) => `${line}\n`).join(""), stderr: errors.map((line) => `${line}\n`).join("") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
