import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { describe, expect, it } from "vitest";
import { usageProblem } from "../../../src/engine/node/command-options";
import { STACK_TRACE, SPAWN_TIMEOUT } from "../pipeline/run-check";
import { PROJECT_ROOT } from "../../support/fixture-site";
import { tsx } from "../../support/run-tsx";

const BUILD_OPTIONS = { out: { type: "string" }, content: { type: "string" }, "no-editor": { type: "boolean" } } as const;

/** The error node's parseArgs throws for these arguments, read as npm run build reads its own. */
function parseError(...args: string[]): unknown {
  try {
    parseArgs({ args, options: BUILD_OPTIONS, strict: true });
  } catch (error) {
    return error;
  }
  throw new Error(`parseArgs accepted ${args.join(" ")}`);
}

describe("a command given a wrong option", () => {
  it("npm run build answers a typo in Portuguese, with the option meant and the usage, exit code 2 and nothing built", { timeout: SPAWN_TIMEOUT }, () => {
    const result = spawnSync(...tsx("scripts/build.ts", "--contnet", "outra-pasta", "--out", ".cache/never-built"), { cwd: PROJECT_ROOT, encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(
      'opção desconhecida "--contnet". Você quis dizer "--content"? uso: npm run build -- [--content <pasta de conteúdo>] [--out <pasta>] [--no-editor]',
    );
    expect(result.stdout + result.stderr).not.toMatch(STACK_TRACE);
    expect(existsSync(join(PROJECT_ROOT, ".cache/never-built"))).toBe(false);
  });

  it("says which option lacks its value, which takes none, and which argument was not expected", () => {
    const known = Object.keys(BUILD_OPTIONS);
    expect(usageProblem(parseError("--out"), known)).toBe('a opção "--out" precisa de um valor.');
    expect(usageProblem(parseError("--no-editor=sim"), known)).toBe('a opção "--no-editor" não leva valor.');
    expect(usageProblem(parseError("dist"), known)).toBe('argumento inesperado "dist".');
    expect(usageProblem(parseError("--verbose"), known)).toBe('opção desconhecida "--verbose".');
  });

  it("leaves any other error to the command", () => {
    expect(usageProblem(new Error("disk full"), ["out"])).toBeUndefined();
  });
});
