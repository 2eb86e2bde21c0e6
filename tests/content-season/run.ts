import { spawnSync } from "node:child_process";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { copyContentFolder } from "../support/content-copy";
import { freePort } from "../support/free-port";
import { tsx } from "../support/run-tsx";
import { browserRunFiles } from "../suite/suites";
import { applySeasonOfEdits } from "./season-edits";

/**
 * The rule editors rely on, proved on every run of `npm test`: content that `npm run check` accepts
 * passes the tests. A copy of site-content/ gets a season of ordinary edits, then the real build (which
 * runs the very check `npm run check` runs, and refuses with its messages) and every browser test tagged
 * @content run on the result, reading what they expect from the edited copy (tests/e2e/support/content.ts).
 * The build reuses what the main build left in .cache/ (encoded images, compiled and cleaned post texts):
 * only what the edits changed is made again.
 */
const projectRoot = join(import.meta.dirname, "../..");
const workDir = join(projectRoot, ".cache/content-season");
const folder = join(workDir, "site-content");
const dist = join(workDir, "dist");

function run(title: string, [command, args]: [string, string[]], env: Record<string, string> = {}): void {
  console.log(`\n▷ ${title}`);
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ content rehearsal: ${title} failed (content edited in ${folder})`);
    process.exit(result.status ?? 1);
  }
}

await rm(workDir, { recursive: true, force: true });
await copyContentFolder(join(projectRoot, "site-content"), folder, projectRoot);
console.log(`A season of edits on a copy of site-content/ (${folder}):`);
await applySeasonOfEdits(folder, (line) => console.log(line));

// Without the site editor (dist/admin/): no @content test opens it, and the published editor is tested on the tests' own site.
run("npm run check and npm run build on the edited copy", tsx("scripts/build.ts", "--no-editor", "--content", folder, "--out", dist));
// Its own port: a server left on the main suite's port must never answer for this build.
run("browser checks tagged @content on the edited site", [join(projectRoot, "node_modules/.bin/playwright"), ["test", "--grep", "@content"]], {
  E2E_DIST: dist,
  E2E_CONTENT: folder,
  E2E_PORT: process.env.SEASON_E2E_PORT ?? String(await freePort()),
  ...browserRunFiles("content-season"),
});
