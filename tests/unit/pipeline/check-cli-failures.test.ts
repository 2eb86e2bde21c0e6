import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFixture } from "./fixture";
import { checkHere, runCheck, SPAWN_TIMEOUT, STACK_TRACE } from "./run-check";

describe("npm run check refuses to go stale or crash", () => {
  it("turns an unexpected failure into one pt-BR line and exit code 2", { timeout: SPAWN_TIMEOUT }, async () => {
    const fixture = await createFixture();
    await writeFile(join(fixture.root, "schemas/common/broken.schema.json"), "{ nope");
    const { status, stdout, stderr } = runCheck("--root", fixture.root);
    expect(status).toBe(2);
    expect(stderr.trim()).toMatch(/^erro inesperado ao verificar o conteúdo: o esquema schemas\/common\/broken\.schema\.json é inválido/);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stdout + stderr).not.toMatch(STACK_TRACE);
  });

  it("rejects an unknown option with the usage line", { timeout: SPAWN_TIMEOUT }, () => {
    const { status, stderr } = runCheck("--formato", "github");
    expect(status).toBe(2);
    expect(stderr).toContain(`opção desconhecida "--formato". Você quis dizer "--format"? uso: npm run check`);
  });

  it("prints its usage for --help, without checking anything", async () => {
    const { status, stdout } = await checkHere("--help");
    expect(status).toBe(0);
    expect(stdout).toMatch(/^uso: npm run check -- \[--fix\][^\n]*\n$/);
  });
});
