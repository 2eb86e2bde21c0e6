import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { copyContentFolder } from "../../support/content-copy";
import { FIXTURE_CONTENT, loadFixtureSite, PROJECT_ROOT } from "../../support/fixture-site";
import { checkHere, runCheck, SPAWN_TIMEOUT } from "./run-check";

describe("npm run check -- --content <folder>", () => {
  it("checks that folder instead of site-content/, counting its files", { timeout: SPAWN_TIMEOUT }, async () => {
    const content = await loadFixtureSite();
    const { status, stdout } = runCheck("--content", "tests/fixtures/site-content");
    // The process exits 0 and prints the success line, with the time it took.
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Conteúdo OK: 1 site, \d+ páginas, .*\d+ artigos.* verificados em \d+ ms\.$/m);
    expect(stdout).toContain(`${content.pages.length} páginas, ${content.ministries.length} ministérios, ${content.churches.length} igrejas`);
  });

  it("names the files of that folder in its messages, as the editor sees them", { timeout: SPAWN_TIMEOUT }, async () => {
    await mkdir(join(PROJECT_ROOT, ".cache"), { recursive: true });
    const parent = await mkdtemp(join(PROJECT_ROOT, ".cache", "content-folder-"));
    onTestFinished(() => rm(parent, { recursive: true, force: true }));
    const folder = join(parent, "conteudo");
    await copyContentFolder(FIXTURE_CONTENT, folder, PROJECT_ROOT, { emptyImages: true });
    await writeFile(join(folder, "pages/404.json"), "{");
    const { status, stdout } = await checkHere("--content", folder);
    expect(status).toBe(1);
    const shown = `${folder.slice(PROJECT_ROOT.length).replace(/^\//, "")}/pages/404.json`;
    expect(stdout).toMatch(new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:1:\\d+ `, "m"));
  });
});
