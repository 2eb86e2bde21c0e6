import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { describe, expect, it } from "vitest";
import { unknownOption, usageProblem, wholeNumberProblem } from "../../../src/engine/node/command-options";
import { STACK_TRACE, SPAWN_TIMEOUT } from "../pipeline/run-check";
import { PROJECT_ROOT } from "../../support/fixture-site";
import { tsx } from "../../support/run-tsx";

const BUILD_OPTIONS = { out: { type: "string" }, content: { type: "string" }, "no-editor": { type: "boolean" } } as const;
const BUILD_FLAGS = Object.keys(BUILD_OPTIONS);

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
    expect(result.stderr).toMatch(/^opção desconhecida "--contnet"\. Você quis dizer "--content"\? uso: npm run build -- /);
    expect(result.stdout + result.stderr).not.toMatch(STACK_TRACE);
    expect(existsSync(join(PROJECT_ROOT, ".cache/never-built"))).toBe(false);
  });

  it("says which option lacks its value, which takes none, and which argument was not expected", () => {
    expect(usageProblem(parseError("--out"), BUILD_FLAGS)).toBe('a opção "--out" precisa de um valor.');
    // The usual slip: a folder forgotten, so the next option would be taken for it.
    expect(usageProblem(parseError("--content", "--out", "x"), BUILD_FLAGS)).toBe('a opção "--content" precisa de um valor.');
    expect(usageProblem(parseError("--no-editor=sim"), BUILD_FLAGS)).toBe('a opção "--no-editor" não aceita valor.');
    expect(usageProblem(parseError("dist"), BUILD_FLAGS)).toBe('argumento inesperado "dist": este comando só recebe opções.');
  });

  it("suggests an option only for a slip of the keys, never a wild guess among short names", () => {
    expect(unknownOption("--prot", ["port", "content"])).toBe('opção desconhecida "--prot". Você quis dizer "--port"?');
    expect(unknownOption("--contet", BUILD_FLAGS)).toBe('opção desconhecida "--contet". Você quis dizer "--content"?');
    // Options of other commands, one or two letters from this one's: no guess.
    for (const other of ["--fix", "--root", "--dev", "--url", "--verbose"]) expect(unknownOption(other, BUILD_FLAGS)).toBe(`opção desconhecida "${other}".`);
    expect(usageProblem(parseError("--root"), BUILD_FLAGS)).toBe('opção desconhecida "--root".');
  });

  it("takes a number only whole and in range, saying which option and what it got", () => {
    expect(wholeNumberProblem("8080", 4173, "--port", 1, 65535)).toBeUndefined();
    expect(wholeNumberProblem(undefined, 4173, "--port", 1, 65535)).toBeUndefined();
    expect(wholeNumberProblem("abc", 4173, "--port", 1, 65535)).toBe('--port: escreva um número inteiro entre 1 e 65535, não "abc" (ex.: --port 4173)');
    for (const wrong of ["70000", "0", "3.5", ""]) expect(wholeNumberProblem(wrong, 4173, "--port", 1, 65535), wrong).toBeDefined();
    expect(wholeNumberProblem("0", 3, "--runs")).toBe('--runs: escreva um número inteiro a partir de 1, não "0" (ex.: --runs 3)');
  });

  it("leaves any other error to the command", () => {
    expect(usageProblem(new Error("disk full"), BUILD_FLAGS)).toBeUndefined();
  });
});
