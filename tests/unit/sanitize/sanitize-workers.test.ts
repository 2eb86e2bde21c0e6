import { spawnSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tsx } from "../../support/run-tsx";
import { PROJECT_ROOT } from "../pipeline/fixture";

// Workers need the scripts' own runner (tsx), so the batch runs in a child process as npm run check does.
const scratch = join(PROJECT_ROOT, ".cache/test-sanitize-workers");
afterAll(() => rm(scratch, { recursive: true, force: true }));

const SCRIPT = `
import { sanitizeBatch } from "${join(PROJECT_ROOT, "src/engine/node/sanitize-workers.ts")}";
import { sanitizePostHtml } from "${join(PROJECT_ROOT, "src/engine/node/sanitize-on-jsdom.ts")}";
const options = { siteOrigin: "https://www.montecalvario.org.br" };
const dirties = Array.from({ length: 160 }, (_, i) => \`<h2 id="t\${i}">Título \${i}</h2>\\n<p onclick="x">Texto \${i} <a href="#t\${i}">volta</a> <a href="/\\\\\\\\mal/\${i}">fora</a></p>\`);
let inline = 0;
const results = await sanitizeBatch(dirties, options, async () => { inline += 1; return sanitizePostHtml; });
const expected = dirties.map((dirty) => sanitizePostHtml(dirty, options));
console.log(JSON.stringify({ inline, same: JSON.stringify(results) === JSON.stringify(expected), sample: results[159] }));
`;

describe("a large batch of new posts is shared out between threads", () => {
  it("gives exactly the results of sanitising each post here", { timeout: 120_000 }, async () => {
    await mkdir(scratch, { recursive: true });
    await writeFile(join(scratch, "batch.mts"), SCRIPT);
    const run = spawnSync(...tsx(join(scratch, "batch.mts")), { cwd: PROJECT_ROOT, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const outcome = JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}") as {
      inline: number;
      same: boolean;
      sample: { html: string; removed: { what: string; at: { line: number; column: number } }[] };
    };
    expect(outcome.same).toBe(true);
    expect(outcome.sample.html).toBe('<h2 id="user-content-t159">Título 159</h2>\n<p>Texto 159 <a href="#user-content-t159">volta</a> <a>fora</a></p>');
    expect(outcome.sample.removed.map(({ what, at }) => `${at.line}:${at.column} ${what}`)).toEqual([
      "2:4 atributo onclick em <p>",
      "2:55 atributo href em <a>",
    ]);
    // With two cores or more, none of it ran in this thread.
    if (availableParallelism() >= 2) expect(outcome.inline).toBe(0);
  });
});
