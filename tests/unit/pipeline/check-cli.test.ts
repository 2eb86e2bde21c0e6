import { describe, expect, it } from "vitest";
import { createFixture, TEST_PAGE_FILE } from "./fixture";
import { checkHere, runCheck, SPAWN_TIMEOUT, STACK_TRACE } from "./run-check";

describe("npm run check (the CLI door)", () => {
  it("exits 1 with file:line:col, the pt-BR message and a summary, never a stack trace", { timeout: SPAWN_TIMEOUT }, async () => {
    const fixture = await createFixture();
    await fixture.edit(TEST_PAGE_FILE, `"type": "hero"`, `"type": "heor"`);
    const { status, stdout, stderr } = runCheck("--root", fixture.root);
    expect(status).toBe(1);
    expect(stdout).toContain(`${TEST_PAGE_FILE}:7:15 /sections/0/type: tipo de bloco desconhecido "heor". Você quis dizer "hero"?`);
    expect(stdout).toMatch(/\d+ problemas? encontrados? em \d+ arquivos?\. Corrija e rode npm run check de novo\./);
    expect(stdout + stderr).not.toMatch(STACK_TRACE);
  });

  // The format is the command's (runCheckCommand), not the process's: proved here, without a Node and tsx starting.
  it("--format github prints annotations", async () => {
    const fixture = await createFixture();
    await fixture.edit(TEST_PAGE_FILE, `"tone": "clara"`, `"tone": "clarra"`);
    const { status, stdout } = await checkHere("--root", fixture.root, "--format", "github");
    expect(status).toBe(1);
    expect(stdout).toContain(`::error file=${TEST_PAGE_FILE},line=19,col=15::/sections/1/tone: valor "clarra" não permitido.`);
  });
});
