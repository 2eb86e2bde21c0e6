import { cp, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATED_TYPES_FILE, generateTypesSource } from "../../../scripts/content/generate-types";
import { checkGeneratedTypes } from "../../../scripts/content/generated-types-check";
import { createFixture, PROJECT_ROOT } from "./fixture";
import { runCheck, SPAWN_TIMEOUT, STACK_TRACE } from "./run-check";

describe("npm run check refuses to go stale or crash", () => {
  it("turns an unexpected failure into one pt-BR line and exit code 2", { timeout: SPAWN_TIMEOUT }, async () => {
    const fixture = await createFixture();
    await writeFile(join(fixture.root, "schemas/common/broken.schema.json"), "{ nope");
    const { status, stdout, stderr } = runCheck("--root", fixture.root);
    expect(status).toBe(2);
    expect(stderr.trim()).toMatch(
      /^erro inesperado ao verificar o conteúdo: o esquema schemas\/common\/broken\.schema\.json é inválido/,
    );
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stdout + stderr).not.toMatch(STACK_TRACE);
  });

  it("rejects an unknown option with the usage line", { timeout: SPAWN_TIMEOUT }, () => {
    const { status, stderr } = runCheck("--formato", "github");
    expect(status).toBe(2);
    expect(stderr).toContain(`opção inválida "--formato". uso: npm run check`);
  });
});

describe("generated types stay in step with schemas/", () => {
  it("detects stale types, in-process and through the CLI", { timeout: SPAWN_TIMEOUT }, async () => {
    const fixture = await createFixture();
    await cp(join(PROJECT_ROOT, "src/types/generated"), join(fixture.root, "src/types/generated"), { recursive: true });
    await fixture.write(GENERATED_TYPES_FILE, await generateTypesSource(fixture.root));
    expect(await checkGeneratedTypes(fixture.root)).toBeUndefined();

    await fixture.edit(
      "schemas/blocks/hero.schema.json",
      `"Frase logo abaixo do título."`,
      `"Frase abaixo do título."`,
    );
    const message = `${GENERATED_TYPES_FILE} está desatualizado em relação a schemas/. Rode: npm run gen:types`;
    expect(await checkGeneratedTypes(fixture.root)).toEqual({
      file: GENERATED_TYPES_FILE,
      line: 1,
      column: 1,
      pointer: "",
      message,
    });
    const { status, stdout } = runCheck("--root", fixture.root);
    expect(status).toBe(1);
    expect(stdout).toContain(`${GENERATED_TYPES_FILE}:1:1 ${message}`);
  });
});
